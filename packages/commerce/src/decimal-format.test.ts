import { describe, expect, it } from 'vitest';
import { formatDecimalText } from './decimal-format.ts';

const money = (text: string | number, options = {}) => formatDecimalText(text, { fractionDigits: 2, ...options });

describe('formatDecimalText', () => {
  it('turns minor units into amounts with grouping', () => {
    expect(money('12345', { shift: 2 })).toBe('123.45');
    expect(money('123456789', { shift: 2 })).toBe('1,234,567.89');
    expect(money('5', { shift: 2 })).toBe('0.05');
    expect(money('-250', { shift: 2 })).toBe('-2.50');
    expect(money(0, { shift: 2 })).toBe('0.00');
  });
  it('rounds half to even, exactly', () => {
    expect(money('1234.565')).toBe('1,234.56');
    expect(money('1234.575')).toBe('1,234.58');
    expect(money('1234.5651')).toBe('1,234.57');
    expect(money('0.005')).toBe('0.00');
    expect(money('0.015')).toBe('0.02');
    expect(money('999.995')).toBe('1,000.00');
    expect(money('-0.001')).toBe('0.00');
    expect(formatDecimalText('1234.56', { fractionDigits: 0 })).toBe('1,235');
    expect(formatDecimalText('2.5', { fractionDigits: 0 })).toBe('2');
  });
  it('reads exponents and signs, and uses the given symbols', () => {
    expect(money('1.2345e3')).toBe('1,234.50');
    expect(money('+7')).toBe('7.00');
    expect(money('1234.56', { symbols: { group: '.', decimal: ',' } })).toBe('1.234,56');
    expect(money('1234.56', { grouping: false })).toBe('1234.56');
  });
  it('refuses what is not a number', () => {
    for (const text of ['', 'abc', '1.2.3', '--1', '.']) expect(money(text)).toBeUndefined();
  });
});
