import { describe, expect, it } from 'vitest';
import { couponsNoLongerApplied, totalChangedRefusal } from './coupon-changes.ts';

const totals = {
  validCoupons: [{ code: 'WELCOME10' }],
  invalidCoupons: [
    { code: 'NOPE', message: 'The coupon code "NOPE" is not valid.' },
    { code: 'LAST1', message: 'The coupon code "LAST1" has been used as many times as it can be.' },
  ],
};

describe('couponsNoLongerApplied', () => {
  it('is nothing when the caller did not say what the shopper saw', () => {
    expect(couponsNoLongerApplied(undefined, totals)).toEqual([]);
    expect(couponsNoLongerApplied(null, totals)).toEqual([]);
  });
  it('is nothing when every coupon seen still applies; codes that never applied are not counted', () => {
    expect(couponsNoLongerApplied(['WELCOME10'], totals)).toEqual([]);
    expect(couponsNoLongerApplied([], totals)).toEqual([]);
  });
  it('names a coupon seen applied that no longer applies, with why', () => {
    expect(couponsNoLongerApplied(['welcome10', ' last1 '], totals)).toEqual([{ code: 'LAST1', message: 'The coupon code "LAST1" has been used as many times as it can be.' }]);
  });
  it('names a coupon seen applied that is no longer on the cart at all', () => {
    expect(couponsNoLongerApplied(['GONE'], totals)).toEqual([{ code: 'GONE', message: 'The coupon code "GONE" is no longer applied.' }]);
  });
  it('ignores what cannot be a code, and a code named twice', () => {
    expect(couponsNoLongerApplied(['<script>', '', 'gone', 'GONE'], totals)).toEqual([{ code: 'GONE', message: 'The coupon code "GONE" is no longer applied.' }]);
  });
});

describe('totalChangedRefusal', () => {
  it('says why and what the total is now, in the cart’s currency', () => {
    expect(totalChangedRefusal([{ code: 'LAST1', message: 'The coupon code "LAST1" has been used as many times as it can be.' }], 10_400, 'USD')).toEqual({
      field: ['coupons'],
      code: 'TOTAL_CHANGED',
      message: 'The coupon code "LAST1" has been used as many times as it can be. Your total is now 104.00 USD, and nothing was charged: please check it and place your order again.',
    });
    expect(totalChangedRefusal([{ code: 'A', message: 'A.' }, { code: 'B', message: 'B.' }], 5181, 'JPY').message).toBe('A. B. Your total is now 5181 JPY, and nothing was charged: please check it and place your order again.');
  });
});
