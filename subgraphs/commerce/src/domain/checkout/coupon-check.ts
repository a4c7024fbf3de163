import { moneyOf } from '@atelier/commerce';
import { roundedShare } from './rounded-share.ts';

/** A site's coupon as checkout needs it; the store keeps its code upper-case so lookups are exact. */
export interface CouponRule {
  code: string;
  kind: 'PERCENT' | 'FIXED';
  /** PERCENT: basis points, 1..10000 (1000 = 10 %), so no fraction of a percent needs a float. FIXED: minor units > 0. */
  amount: number;
  /** 0 = no minimum. */
  minSubtotalCents: number;
  expiresAt: Date | null;
  /** null = unlimited. */
  usageLimit: number | null;
  timesUsed: number;
}

export type CouponRefusal = 'COUPON_NOT_FOUND' | 'COUPON_EXPIRED' | 'COUPON_MINIMUM_NOT_MET' | 'COUPON_USED_UP';

export type CouponCheck =
  | { valid: true; code: string; discountCents: number }
  | { valid: false; code: string; reason: CouponRefusal; message: string };

/** Longest code a shopper may type; longer text is not a code we could have issued. */
const MAX_CODE_LENGTH = 40;
const CODE_PATTERN = /^[A-Z0-9_-]+$/;

/**
 * Shoppers type codes in any case and with stray spaces; codes are stored upper-case, so this is the
 * one form a lookup uses. Anything else (empty, too long, other characters) cannot match a coupon and
 * is refused before it reaches the database.
 */
export function normalizeCouponCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  if (code === '' || code.length > MAX_CODE_LENGTH || !CODE_PATTERN.test(code)) return null;
  return code;
}

/** Why a coupon whose uses are all taken no longer applies (also when its last use went to another order meanwhile). */
export const couponUsedUpMessage = (code: string) =>
  `The coupon code "${code}" has been used as many times as it can be.`;

/**
 * Whether a coupon applies to this subtotal now, and how much it takes off. `coupon` is what the
 * site holds for `code` (null when nothing). Refusals that adding to the cart cannot fix (expired,
 * used up) are told before the minimum, so a shopper is not sent to buy more for a dead code.
 */
export function checkCoupon(
  code: string,
  coupon: CouponRule | null,
  subtotalCents: number,
  currency: string,
  now: Date,
): CouponCheck {
  if (!coupon) {
    return { valid: false, code, reason: 'COUPON_NOT_FOUND', message: `The coupon code "${code}" is not valid.` };
  }
  // The expiry instant itself is already past: a coupon "until 12:00" is gone at 12:00.
  if (coupon.expiresAt && now.getTime() >= coupon.expiresAt.getTime()) {
    return { valid: false, code, reason: 'COUPON_EXPIRED', message: `The coupon code "${code}" has expired.` };
  }
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) {
    return { valid: false, code, reason: 'COUPON_USED_UP', message: couponUsedUpMessage(code) };
  }
  if (subtotalCents < coupon.minSubtotalCents) {
    const minimum = moneyOf(coupon.minSubtotalCents, currency);
    return {
      valid: false,
      code,
      reason: 'COUPON_MINIMUM_NOT_MET',
      message: `The coupon code "${code}" needs a subtotal of at least ${minimum.value} ${minimum.currency}.`,
    };
  }
  const subtotal = Math.max(0, subtotalCents);
  const raw = coupon.kind === 'PERCENT' ? roundedShare(subtotal, coupon.amount, 10_000) : coupon.amount;
  return { valid: true, code, discountCents: Math.min(Math.max(0, raw), subtotal) };
}
