import { describe, expect, it } from 'vitest';
import { checkCoupon, normalizeCouponCode, type CouponRule } from './coupon-check.ts';

const NOW = new Date('2025-06-01T12:00:00.000Z');

function coupon(overrides: Partial<CouponRule> = {}): CouponRule {
  return {
    code: 'SAVE10',
    kind: 'PERCENT',
    amount: 1000,
    minSubtotalCents: 0,
    expiresAt: null,
    usageLimit: null,
    timesUsed: 0,
    ...overrides,
  };
}

describe('normalizeCouponCode', () => {
  it('trims and upper-cases what the shopper typed', () => {
    expect(normalizeCouponCode('  save10 ')).toBe('SAVE10');
    expect(normalizeCouponCode('spring_sale-2025')).toBe('SPRING_SALE-2025');
  });
  it('refuses empty text', () => {
    expect(normalizeCouponCode('')).toBeNull();
    expect(normalizeCouponCode('   ')).toBeNull();
  });
  it('takes up to 40 characters and refuses more', () => {
    expect(normalizeCouponCode('A'.repeat(40))).toBe('A'.repeat(40));
    expect(normalizeCouponCode('A'.repeat(41))).toBeNull();
  });
  it('refuses characters a code cannot hold', () => {
    expect(normalizeCouponCode('SAVE 10')).toBeNull();
    expect(normalizeCouponCode('SAVE10%')).toBeNull();
    expect(normalizeCouponCode('ÉTÉ')).toBeNull();
    expect(normalizeCouponCode("X' OR 1=1")).toBeNull();
  });
});

describe('checkCoupon', () => {
  it('takes a percentage of the subtotal, rounded half up', () => {
    expect(checkCoupon('SAVE10', coupon(), 12345, 'USD', NOW)).toEqual({
      valid: true,
      code: 'SAVE10',
      discountCents: 1235,
    });
    expect(checkCoupon('SAVE10', coupon({ amount: 1 }), 4999, 'USD', NOW)).toMatchObject({ discountCents: 0 });
    expect(checkCoupon('SAVE10', coupon({ amount: 1 }), 5000, 'USD', NOW)).toMatchObject({ discountCents: 1 });
  });
  it('takes at most the whole subtotal at 100 %', () => {
    expect(checkCoupon('FREE', coupon({ amount: 10_000 }), 5000, 'USD', NOW)).toMatchObject({
      valid: true,
      discountCents: 5000,
    });
  });
  it('works exactly on amounts whose product with the rate passes 2^53', () => {
    const subtotal = 9_000_000_000_001;
    const expected = Number((BigInt(subtotal) * 3333n * 2n + 10_000n) / 20_000n);
    expect(checkCoupon('BIG', coupon({ amount: 3333 }), subtotal, 'USD', NOW)).toMatchObject({
      discountCents: expected,
    });
  });
  it('takes a fixed amount, never more than the subtotal', () => {
    expect(checkCoupon('FIVE', coupon({ kind: 'FIXED', amount: 500 }), 12345, 'USD', NOW)).toEqual({
      valid: true,
      code: 'FIVE',
      discountCents: 500,
    });
    expect(checkCoupon('TWENTY', coupon({ kind: 'FIXED', amount: 2000 }), 1500, 'USD', NOW)).toEqual({
      valid: true,
      code: 'TWENTY',
      discountCents: 1500,
    });
  });
  it('refuses a subtotal below the minimum, naming it in the currency', () => {
    expect(checkCoupon('SAVE10', coupon({ minSubtotalCents: 5000 }), 4999, 'USD', NOW)).toEqual({
      valid: false,
      code: 'SAVE10',
      reason: 'COUPON_MINIMUM_NOT_MET',
      message: 'The coupon code "SAVE10" needs a subtotal of at least 50.00 USD.',
    });
    expect(checkCoupon('SAVE10', coupon({ minSubtotalCents: 5000 }), 5000, 'USD', NOW)).toMatchObject({
      valid: true,
      discountCents: 500,
    });
    expect(checkCoupon('SAVE10', coupon({ minSubtotalCents: 5000 }), 4999, 'JPY', NOW)).toMatchObject({
      message: 'The coupon code "SAVE10" needs a subtotal of at least 5000 JPY.',
    });
  });
  it('expires at the exact instant', () => {
    const expiresAt = NOW;
    const justBefore = new Date(NOW.getTime() - 1);
    expect(checkCoupon('SAVE10', coupon({ expiresAt }), 1000, 'USD', justBefore)).toMatchObject({ valid: true });
    expect(checkCoupon('SAVE10', coupon({ expiresAt }), 1000, 'USD', NOW)).toEqual({
      valid: false,
      code: 'SAVE10',
      reason: 'COUPON_EXPIRED',
      message: 'The coupon code "SAVE10" has expired.',
    });
    expect(checkCoupon('SAVE10', coupon({ expiresAt }), 1000, 'USD', new Date(NOW.getTime() + 1))).toMatchObject({
      reason: 'COUPON_EXPIRED',
    });
  });
  it('refuses a coupon used as many times as its limit', () => {
    expect(checkCoupon('SAVE10', coupon({ usageLimit: 3, timesUsed: 2 }), 1000, 'USD', NOW)).toMatchObject({
      valid: true,
    });
    expect(checkCoupon('SAVE10', coupon({ usageLimit: 3, timesUsed: 3 }), 1000, 'USD', NOW)).toEqual({
      valid: false,
      code: 'SAVE10',
      reason: 'COUPON_USED_UP',
      message: 'The coupon code "SAVE10" has been used as many times as it can be.',
    });
    expect(checkCoupon('SAVE10', coupon({ usageLimit: null, timesUsed: 1_000_000 }), 1000, 'USD', NOW)).toMatchObject({
      valid: true,
    });
  });
  it('refuses an unknown code', () => {
    expect(checkCoupon('NOPE', null, 1000, 'USD', NOW)).toEqual({
      valid: false,
      code: 'NOPE',
      reason: 'COUPON_NOT_FOUND',
      message: 'The coupon code "NOPE" is not valid.',
    });
  });
  it('tells a refusal buying more cannot fix before the minimum', () => {
    const dead = coupon({ minSubtotalCents: 5000, expiresAt: NOW, usageLimit: 1, timesUsed: 1 });
    expect(checkCoupon('SAVE10', dead, 100, 'USD', NOW)).toMatchObject({ reason: 'COUPON_EXPIRED' });
    expect(checkCoupon('SAVE10', { ...dead, expiresAt: null }, 100, 'USD', NOW)).toMatchObject({
      reason: 'COUPON_USED_UP',
    });
  });
});
