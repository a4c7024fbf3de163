import { moneyOf } from '@atelier/commerce';
import { normalizeCouponCode } from './coupon-check.ts';

/** A coupon the shopper saw taking money off that the order cannot apply, and why. */
export interface LostCoupon {
  code: string;
  message: string;
}

/**
 * The coupons the shopper saw applied (`seen`, the codes of the cart's validCoupons as checkout
 * showed them) that do not apply now: expired, used up or archived since, or taken off the cart in
 * another tab. Codes that do not apply never block an order (they are simply not applied); but a
 * shopper who saw one taking money off would pay more than they were shown, so these are told.
 */
export function couponsNoLongerApplied(
  seen: readonly string[] | null | undefined,
  totals: { validCoupons: readonly { code: string }[]; invalidCoupons: readonly { code: string; message: string }[] },
): LostCoupon[] {
  if (!seen) return [];
  const applied = new Set(totals.validCoupons.map((c) => c.code));
  const codes = new Set(seen.map(normalizeCouponCode).filter((code): code is string => code !== null));
  return [...codes]
    .filter((code) => !applied.has(code))
    .map((code) => ({ code, message: totals.invalidCoupons.find((c) => c.code === code)?.message ?? `The coupon code "${code}" is no longer applied.` }));
}

/**
 * The refusal of an order whose total went up because coupons the shopper saw cannot be applied.
 * Nothing is charged: the shopper sees the new total and places the order again (see
 * ARCHITECTURE.md "Checkout pricing" for why this is a refusal and not a silent re-price).
 */
export function totalChangedRefusal(lost: readonly LostCoupon[], newTotalCents: number, currency: string) {
  const total = moneyOf(newTotalCents, currency);
  return {
    field: ['coupons'],
    code: 'TOTAL_CHANGED',
    message: `${lost.map((c) => c.message).join(' ')} Your total is now ${total.value} ${total.currency}, and nothing was charged: please check it and place your order again.`,
  };
}
