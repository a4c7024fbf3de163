import { checkCoupon, type CouponRule } from './coupon-check.ts';
import {
  chooseShippingOption,
  shippingOptionsFor,
  type ShippingLocation,
  type ShippingOption,
  type ShippingRate,
} from './shipping-options.ts';
import { taxFor, type AppliedTax, type TaxRule } from './tax-rules.ts';

/** Everything checkout's price depends on, already read from the store: pricing itself touches nothing. */
export interface CheckoutPricingInput {
  currency: string;
  lines: readonly {
    quantity: number;
    unitPriceCents: number;
    productType: 'PHYSICAL' | 'DIGITAL' | 'SERVICE' | 'GIFT_CARD' | 'PAYWALL' | string;
    weightGrams?: number;
  }[];
  /** As the shopper applied them, already normalized. */
  couponCodes: readonly string[];
  /** The site's coupons found for those codes. */
  coupons: ReadonlyMap<string, CouponRule>;
  rates: readonly ShippingRate[];
  selectedShippingId: string | null;
  location: ShippingLocation | null;
  taxRules: readonly TaxRule[];
  pricesIncludeTax: boolean;
  now: Date;
}

export interface CheckoutTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  grandTotalCents: number;
  validCoupons: { code: string; discountCents: number }[];
  invalidCoupons: { code: string; reason: string; message: string }[];
  shippingOptions: ShippingOption[];
  selectedShippingOption: ShippingOption | null;
  applicableTaxRules: AppliedTax[];
  requiresShipping: boolean;
}

/**
 * What checkout charges, and why. Order matters: coupons come off the goods first, shipping is then
 * chosen for the discounted cart and its location, and tax is worked out last on the discounted
 * goods and the shipping. Without a location nothing is known of shipping (no options, no price)
 * nor of tax, so the grand total is then the total before shipping and tax. Gift cards are
 * payment, not discount, so they are settled after this and never change the tax.
 */
export function checkoutTotals(input: CheckoutPricingInput): CheckoutTotals {
  const subtotalCents = input.lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  const physical = input.lines.filter((line) => line.productType === 'PHYSICAL');
  const requiresShipping = physical.length > 0;
  const weightGrams = physical.reduce((sum, line) => sum + line.quantity * (line.weightGrams ?? 0), 0);

  // Each coupon is checked against the whole subtotal (its minimum is about what the shopper buys),
  // but takes only what earlier coupons left, so together they never discount more than the goods.
  const validCoupons: CheckoutTotals['validCoupons'] = [];
  const invalidCoupons: CheckoutTotals['invalidCoupons'] = [];
  let discountCents = 0;
  for (const code of new Set(input.couponCodes)) {
    const check = checkCoupon(code, input.coupons.get(code) ?? null, subtotalCents, input.currency, input.now);
    if (check.valid) {
      const taken = Math.min(check.discountCents, Math.max(0, subtotalCents - discountCents));
      discountCents += taken;
      validCoupons.push({ code: check.code, discountCents: taken });
    } else {
      invalidCoupons.push({ code: check.code, reason: check.reason, message: check.message });
    }
  }

  const goodsCents = subtotalCents - discountCents;
  // Nothing to ship, nothing to choose: a digital cart is never charged for shipping. Price bands
  // ("free from $100") are judged on the goods after discounts, as stores commonly do: what the
  // shopper pays for the goods earns the free shipping, so $108 with 10 % off ($97.20) pays shipping.
  const shippingOptions = requiresShipping
    ? shippingOptionsFor(input.rates, input.location, { goodsCents, weightGrams })
    : [];
  const selectedShippingOption = chooseShippingOption(shippingOptions, input.selectedShippingId);
  const shippingCostCents = selectedShippingOption?.priceCents ?? 0;

  const tax = taxFor(
    input.taxRules,
    input.location,
    { goodsCents, shippingCents: shippingCostCents },
    input.pricesIncludeTax,
  );
  // Prices that include tax already hold it; it is reported but not added again.
  const grandTotalCents = goodsCents + shippingCostCents + (input.pricesIncludeTax ? 0 : tax.taxCents);

  return {
    subtotalCents,
    discountCents,
    shippingCostCents,
    taxCents: tax.taxCents,
    grandTotalCents,
    validCoupons,
    invalidCoupons,
    shippingOptions,
    selectedShippingOption,
    applicableTaxRules: tax.applied,
    requiresShipping,
  };
}
