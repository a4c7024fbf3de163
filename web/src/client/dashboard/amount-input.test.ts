import { describe, expect, it } from 'vitest';
import { parseAmountInput, parsePercentInput, parseWholeInput, percentText } from './amount-input.ts';

describe('parseAmountInput', () => {
  it('reads an amount in the currency’s fraction digits, with either decimal mark', () => {
    expect(parseAmountInput('10', 'USD')).toEqual({ minor: 1000 });
    expect(parseAmountInput(' 10.5 ', 'USD')).toEqual({ minor: 1050 });
    expect(parseAmountInput('10,05', 'EUR')).toEqual({ minor: 1005 });
    expect(parseAmountInput('1500', 'JPY')).toEqual({ minor: 1500 });
    // Past the largest price: an order's total may be.
    expect(parseAmountInput('2500000.00', 'USD')).toEqual({ minor: 250_000_000 });
  });

  it('refuses what is not such an amount', () => {
    expect(parseAmountInput('', 'USD')).toEqual({ message: 'Enter an amount such as 15.00.' });
    expect(parseAmountInput('-5', 'USD')).toEqual({ message: 'Enter an amount such as 15.00.' });
    expect(parseAmountInput('1.005', 'USD')).toEqual({ message: 'Enter an amount such as 15.00.' });
    expect(parseAmountInput('ten', 'USD')).toEqual({ message: 'Enter an amount such as 15.00.' });
    expect(parseAmountInput('15.5', 'JPY')).toEqual({
      message: 'This currency has no cents: enter a whole amount such as 1500.',
    });
  });
});

describe('parsePercentInput', () => {
  it('turns a percentage into basis points, leaving the range to the server', () => {
    expect(parsePercentInput('10')).toEqual({ basisPoints: 1000 });
    expect(parsePercentInput('7.25')).toEqual({ basisPoints: 725 });
    expect(parsePercentInput('7,5 %')).toEqual({ basisPoints: 750 });
    expect(parsePercentInput('150')).toEqual({ basisPoints: 15000 });
    expect(parsePercentInput('0.001')).toEqual({ message: 'Enter a percentage such as 10 or 7.25.' });
    expect(parsePercentInput('')).toEqual({ message: 'Enter a percentage such as 10 or 7.25.' });
  });
});

describe('parseWholeInput and percentText', () => {
  it('reads whole numbers and writes basis points as a percentage', () => {
    expect(parseWholeInput(' 500 ', 'the weight')).toEqual({ value: 500 });
    expect(parseWholeInput('5.5', 'the weight')).toEqual({ message: 'Enter the weight as a whole number.' });
    expect(percentText(725)).toBe('7.25 %');
    expect(percentText(1000)).toBe('10 %');
  });
});
