import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatPercentage,
  isMoney,
  moneyHtml,
  NotMoneyError,
  plainMoneyFormat,
  type MoneyFormat,
} from './money-format.ts';

const usd: MoneyFormat = {
  style: 'cldr',
  currency: 'USD',
  symbol: '$',
  fractionDigits: 2,
  decimal: '.',
  group: ',',
  groups: { primary: 3, secondary: 3, minimum: 1 },
  positive: ['¤', ''],
  negative: ['-¤', ''],
};
const eurDe: MoneyFormat = {
  ...usd,
  currency: 'EUR',
  symbol: '€',
  decimal: ',',
  group: '.',
  positive: ['', ' ¤'],
  negative: ['-', ' ¤'],
};
const inr: MoneyFormat = { ...usd, currency: 'INR', symbol: '₹', groups: { primary: 3, secondary: 2, minimum: 1 } };
const eurEs: MoneyFormat = { ...eurDe, groups: { primary: 3, secondary: 3, minimum: 2 } };
const jpy: MoneyFormat = { ...usd, currency: 'JPY', symbol: '¥', fractionDigits: 0 };

describe('formatMoney', () => {
  it('reads every shape of money: minor units, the API decimal string, the template decimalValue', () => {
    expect(formatMoney({ minor: 123456, currency: 'USD' }, usd)).toBe('$1,234.56');
    expect(formatMoney({ value: '1234.56', currency: 'USD' }, usd)).toBe('$1,234.56');
    expect(formatMoney({ decimalValue: 1234.56, currencyCode: 'USD' }, usd)).toBe('$1,234.56');
  });
  it('groups thousands, the Indian way, and not below the minimum grouping', () => {
    expect(formatMoney({ minor: 123456789012, currency: 'USD' }, usd)).toBe('$1,234,567,890.12');
    expect(formatMoney({ minor: 123456789, currency: 'INR' }, inr)).toBe('₹12,34,567.89');
    expect(formatMoney({ minor: 123456, currency: 'EUR' }, eurEs)).toBe('1234,56 €');
    expect(formatMoney({ minor: 1234567, currency: 'EUR' }, eurEs)).toBe('12.345,67 €');
    expect(formatMoney({ minor: 99, currency: 'USD' }, usd)).toBe('$0.99');
  });
  it('writes negative and zero amounts (no negative zero)', () => {
    expect(formatMoney({ minor: -1050, currency: 'USD' }, usd)).toBe('-$10.50');
    expect(formatMoney({ minor: -1050, currency: 'EUR' }, eurDe)).toBe('-10,50 €');
    expect(formatMoney({ minor: 0, currency: 'USD' }, usd)).toBe('$0.00');
    expect(formatMoney({ value: '-0.001', currency: 'USD' }, usd)).toBe('$0.00');
  });
  it('rounds to the currency digits, half to even, without floating point', () => {
    expect(formatMoney({ value: '2.345', currency: 'USD' }, usd)).toBe('$2.34');
    expect(formatMoney({ value: '2.355', currency: 'USD' }, usd)).toBe('$2.36');
    expect(formatMoney({ value: '1234.5', currency: 'JPY' }, jpy)).toBe('¥1,234');
    expect(formatMoney({ minor: 1999, currency: 'JPY' }, jpy)).toBe('¥1,999');
  });
  it('writes an amount of another currency with its own code and digits', () => {
    expect(formatMoney({ minor: 1999, currency: 'JPY' }, usd)).toBe('JPY1,999');
    expect(formatMoney({ minor: 1999, currency: 'CHF' }, plainMoneyFormat('CHF'))).toBe('CHF\u00a019.99');
  });
  it('refuses what is not money', () => {
    for (const value of [
      null,
      undefined,
      12,
      '12.00',
      {},
      { value: '12' },
      { value: 'twelve', currency: 'USD' },
      { minor: 1.5, currency: 'USD' },
      { minor: 1, currency: 'usd' },
      { value: '1e', currency: 'USD' },
      { value: Number.NaN, currency: 'USD' },
    ]) {
      expect(() => formatMoney(value, usd)).toThrow(NotMoneyError);
      expect(isMoney(value)).toBe(false);
    }
  });
  it('marks native amounts for the money styles and escapes the rest', () => {
    expect(
      moneyHtml(
        { minor: 5000, currency: 'USD' },
        { ...usd, style: 'native', symbol: '', positive: ['', ''], negative: ['-', ''] },
      ),
    ).toBe('<span class="sqs-money-native">50.00</span>');
    expect(moneyHtml({ minor: 5000, currency: 'USD' }, { ...usd, symbol: '<$>' })).toBe('&lt;$&gt;50.00');
  });
});

describe('formatPercentage (SPEC section 9)', () => {
  it('keeps two to three fraction digits, or none to three with trim', () => {
    expect(formatPercentage('12.5')).toBe('12.50');
    expect(formatPercentage('12.5', { trim: true })).toBe('12.5');
    expect(formatPercentage('12', { trim: true })).toBe('12');
    expect(formatPercentage('12.34567')).toBe('12.346');
    expect(formatPercentage('1234.5', { decimal: ',', group: '.' })).toBe('1.234,50');
    expect(formatPercentage('many')).toBeUndefined();
  });
});
