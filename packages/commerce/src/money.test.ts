import { describe, expect, it } from 'vitest';
import { CURRENCIES, fromDecimalString, toDecimalString } from './money.ts';

describe('money', () => {
  it('knows 25 currencies, JPY alone without fraction digits', () => {
    expect(Object.keys(CURRENCIES)).toHaveLength(25);
    expect(
      Object.entries(CURRENCIES)
        .filter(([, c]) => c.fractionDigits === 0)
        .map(([code]) => code),
    ).toEqual(['JPY']);
  });
  it('writes minor units as decimal strings with the currency fraction digits', () => {
    expect(toDecimalString(1999, 'USD')).toBe('19.99');
    expect(toDecimalString(5, 'EUR')).toBe('0.05');
    expect(toDecimalString(0, 'USD')).toBe('0.00');
    expect(toDecimalString(-250, 'USD')).toBe('-2.50');
    expect(toDecimalString(1999, 'JPY')).toBe('1999');
  });
  it('reads them back and refuses what is not an amount', () => {
    expect(fromDecimalString('19.99', 'USD')).toBe(1999);
    expect(fromDecimalString('19.9', 'USD')).toBe(1990);
    expect(fromDecimalString('19', 'USD')).toBe(1900);
    expect(fromDecimalString('1999', 'JPY')).toBe(1999);
    expect(fromDecimalString('19.999', 'USD')).toBeUndefined();
    expect(fromDecimalString('1.5', 'JPY')).toBeUndefined();
    expect(fromDecimalString('abc', 'USD')).toBeUndefined();
  });
});
