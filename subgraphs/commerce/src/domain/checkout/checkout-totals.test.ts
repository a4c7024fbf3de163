import { describe, expect, it } from 'vitest';
import { checkoutTotals, type CheckoutPricingInput } from './checkout-totals.ts';
import type { CouponRule } from './coupon-check.ts';
import type { ShippingRate } from './shipping-options.ts';
import type { TaxRule } from './tax-rules.ts';

const NOW = new Date('2025-06-01T12:00:00.000Z');

function coupon(code: string, overrides: Partial<CouponRule> = {}): CouponRule {
  return {
    code,
    kind: 'PERCENT',
    amount: 1000,
    minSubtotalCents: 0,
    expiresAt: null,
    usageLimit: null,
    timesUsed: 0,
    ...overrides,
  };
}
const couponMap = (...coupons: CouponRule[]) => new Map(coupons.map((c) => [c.code, c]));

const RATES: ShippingRate[] = [
  { id: 'light', name: 'Light parcel', countries: [], basis: 'WEIGHT', min: 0, max: 1000, priceCents: 300 },
  { id: 'standard', name: 'Standard', countries: ['US'], basis: 'FLAT', min: 0, max: null, priceCents: 500 },
  { id: 'express', name: 'Express', countries: ['US'], basis: 'FLAT', min: 0, max: null, priceCents: 1500 },
  { id: 'free-over-50', name: 'Free over 50', countries: ['US'], basis: 'PRICE', min: 5000, max: null, priceCents: 0 },
];
const NY_TAX: TaxRule = {
  id: 'ny',
  name: 'New York',
  country: 'US',
  region: 'NY',
  rateBasisPoints: 400,
  appliesToShipping: true,
};
const DE_VAT: TaxRule = {
  id: 'de-vat',
  name: 'MwSt',
  country: 'DE',
  region: null,
  rateBasisPoints: 1900,
  appliesToShipping: true,
};

const SHIRT = { quantity: 2, unitPriceCents: 2500, productType: 'PHYSICAL', weightGrams: 300 } as const;
const EBOOK = { quantity: 1, unitPriceCents: 1000, productType: 'DIGITAL' } as const;

function input(overrides: Partial<CheckoutPricingInput> = {}): CheckoutPricingInput {
  return {
    currency: 'USD',
    lines: [],
    couponCodes: [],
    coupons: new Map(),
    rates: RATES,
    selectedShippingId: null,
    location: { country: 'US', region: 'NY', postalCode: '10001' },
    taxRules: [NY_TAX, DE_VAT],
    pricesIncludeTax: false,
    now: NOW,
    ...overrides,
  };
}

describe('checkoutTotals', () => {
  it('is all zero for an empty cart', () => {
    expect(checkoutTotals(input())).toEqual({
      subtotalCents: 0,
      discountCents: 0,
      shippingCostCents: 0,
      taxCents: 0,
      grandTotalCents: 0,
      validCoupons: [],
      invalidCoupons: [],
      shippingOptions: [],
      selectedShippingOption: null,
      applicableTaxRules: [{ id: 'ny', name: 'New York', rateBasisPoints: 400, taxCents: 0 }],
      requiresShipping: false,
    });
  });

  it('prices a cart of digital and physical lines: coupon, then shipping by weight, then tax', () => {
    const totals = checkoutTotals(
      input({
        lines: [SHIRT, EBOOK],
        couponCodes: ['SAVE10'],
        coupons: couponMap(coupon('SAVE10')),
        selectedShippingId: 'express',
      }),
    );
    expect(totals).toMatchObject({
      subtotalCents: 6000,
      discountCents: 600,
      requiresShipping: true,
      selectedShippingOption: { id: 'express', name: 'Express', priceCents: 1500 },
      shippingCostCents: 1500,
      taxCents: 276, // 4 % of 5,400 + 1,500
      grandTotalCents: 5400 + 1500 + 276,
      validCoupons: [{ code: 'SAVE10', discountCents: 600 }],
      invalidCoupons: [],
      applicableTaxRules: [{ id: 'ny', name: 'New York', rateBasisPoints: 400, taxCents: 276 }],
    });
    // 600 g of shirts is a light parcel; $54.00 of goods after the coupon still ships free over $50.
    expect(totals.shippingOptions.map((o) => o.id)).toEqual(['free-over-50', 'light', 'standard', 'express']);
  });

  it('weighs only physical lines', () => {
    const heavyEbook = { ...EBOOK, weightGrams: 5000 };
    const totals = checkoutTotals(input({ lines: [{ ...SHIRT, unitPriceCents: 100 }, heavyEbook] }));
    expect(totals.shippingOptions.map((o) => o.id)).toContain('light');
  });

  it('falls back to the cheapest option when the chosen one is no longer offered', () => {
    const totals = checkoutTotals(input({ lines: [{ ...SHIRT, quantity: 4 }], selectedShippingId: 'light' })); // 1,200 g
    expect(totals.selectedShippingOption).toEqual({ id: 'free-over-50', name: 'Free over 50', priceCents: 0 });
    expect(totals.shippingCostCents).toBe(0);
  });

  it('offers no shipping for a digital-only cart, whatever was chosen', () => {
    const totals = checkoutTotals(
      input({
        lines: [
          EBOOK,
          { quantity: 1, unitPriceCents: 2500, productType: 'GIFT_CARD' },
          { quantity: 1, unitPriceCents: 4000, productType: 'SERVICE' },
        ],
        selectedShippingId: 'express',
      }),
    );
    expect(totals).toMatchObject({
      subtotalCents: 7500,
      requiresShipping: false,
      shippingOptions: [],
      selectedShippingOption: null,
      shippingCostCents: 0,
    });
    expect(totals.taxCents).toBe(300);
    expect(totals.grandTotalCents).toBe(7800);
  });

  it('lets stacked coupons take only what remains of the subtotal', () => {
    const totals = checkoutTotals(
      input({
        lines: [{ quantity: 1, unitPriceCents: 3000, productType: 'DIGITAL' }],
        couponCodes: ['TWENTY', 'TWENTYFIVE', 'SAVE10'],
        coupons: couponMap(
          coupon('TWENTY', { kind: 'FIXED', amount: 2000 }),
          coupon('TWENTYFIVE', { kind: 'FIXED', amount: 2500 }),
          coupon('SAVE10'),
        ),
      }),
    );
    expect(totals.validCoupons).toEqual([
      { code: 'TWENTY', discountCents: 2000 },
      { code: 'TWENTYFIVE', discountCents: 1000 },
      { code: 'SAVE10', discountCents: 0 },
    ]);
    expect(totals).toMatchObject({ subtotalCents: 3000, discountCents: 3000, taxCents: 0, grandTotalCents: 0 });
  });

  it('counts a code applied twice once', () => {
    const totals = checkoutTotals(
      input({ lines: [EBOOK], couponCodes: ['SAVE10', 'SAVE10'], coupons: couponMap(coupon('SAVE10')) }),
    );
    expect(totals.validCoupons).toEqual([{ code: 'SAVE10', discountCents: 100 }]);
    expect(totals.discountCents).toBe(100);
  });

  it('lists refused coupons with their reasons, in the order applied, and takes nothing for them', () => {
    const totals = checkoutTotals(
      input({
        lines: [EBOOK],
        couponCodes: ['NOPE', 'OLD', 'BIGSPEND', 'SAVE10'],
        coupons: couponMap(
          coupon('OLD', { expiresAt: NOW }),
          coupon('BIGSPEND', { minSubtotalCents: 5000 }),
          coupon('SAVE10'),
        ),
      }),
    );
    expect(totals.invalidCoupons).toEqual([
      { code: 'NOPE', reason: 'COUPON_NOT_FOUND', message: 'The coupon code "NOPE" is not valid.' },
      { code: 'OLD', reason: 'COUPON_EXPIRED', message: 'The coupon code "OLD" has expired.' },
      {
        code: 'BIGSPEND',
        reason: 'COUPON_MINIMUM_NOT_MET',
        message: 'The coupon code "BIGSPEND" needs a subtotal of at least 50.00 USD.',
      },
    ]);
    expect(totals.validCoupons).toEqual([{ code: 'SAVE10', discountCents: 100 }]);
    expect(totals.discountCents).toBe(100);
  });

  it('reports the tax inside prices that include it without adding it again', () => {
    const totals = checkoutTotals(
      input({
        currency: 'EUR',
        lines: [{ quantity: 1, unitPriceCents: 11_900, productType: 'PHYSICAL', weightGrams: 500 }],
        rates: [{ id: 'dhl', name: 'DHL', countries: ['DE'], basis: 'FLAT', min: 0, max: null, priceCents: 595 }],
        location: { country: 'DE', region: null, postalCode: '10115' },
        pricesIncludeTax: true,
      }),
    );
    expect(totals).toMatchObject({
      subtotalCents: 11_900,
      shippingCostCents: 595,
      taxCents: 1995, // 1,900 in the goods, 95 in the shipping
      grandTotalCents: 12_495,
      applicableTaxRules: [{ id: 'de-vat', name: 'MwSt', rateBasisPoints: 1900, taxCents: 1995 }],
    });
  });

  it('without a location knows no shipping and no tax: the total is the goods before shipping, whatever was chosen', () => {
    const totals = checkoutTotals(input({ lines: [SHIRT], location: null, selectedShippingId: 'light' }));
    expect(totals).toMatchObject({
      requiresShipping: true,
      shippingOptions: [],
      selectedShippingOption: null,
      shippingCostCents: 0,
      taxCents: 0,
      applicableTaxRules: [],
      grandTotalCents: 5000,
    });
  });

  describe('a free-shipping threshold is judged on the goods after discounts', () => {
    // The demo store's rule: Standard $6, free from $100.
    const STANDARD_OR_FREE: ShippingRate[] = [
      { id: 'standard', name: 'Standard', countries: [], basis: 'PRICE', min: 0, max: 10_000, priceCents: 600 },
      { id: 'free', name: 'Free shipping', countries: [], basis: 'PRICE', min: 10_000, max: null, priceCents: 0 },
    ];
    const GOODS_108 = { quantity: 1, unitPriceCents: 10_800, productType: 'PHYSICAL', weightGrams: 500 } as const;
    const welcome = { couponCodes: ['WELCOME10'], coupons: couponMap(coupon('WELCOME10')) };

    it('$108 of goods with 10 % off ($97.20) pays for shipping', () => {
      const totals = checkoutTotals(input({ lines: [GOODS_108], rates: STANDARD_OR_FREE, taxRules: [], ...welcome }));
      expect(totals).toMatchObject({
        subtotalCents: 10_800,
        discountCents: 1080,
        shippingCostCents: 600,
        grandTotalCents: 9720 + 600,
      });
      expect(totals.shippingOptions).toEqual([{ id: 'standard', name: 'Standard', priceCents: 600 }]);
    });
    it('$108 of goods without a coupon ships free', () => {
      const totals = checkoutTotals(input({ lines: [GOODS_108], rates: STANDARD_OR_FREE, taxRules: [] }));
      expect(totals).toMatchObject({
        shippingCostCents: 0,
        grandTotalCents: 10_800,
        selectedShippingOption: { id: 'free' },
      });
    });
    it('$100.00 after discounts is exactly the threshold, and ships free', () => {
      const totals = checkoutTotals(
        input({
          lines: [{ ...GOODS_108, unitPriceCents: 11_200 }],
          rates: STANDARD_OR_FREE,
          taxRules: [],
          couponCodes: ['TWELVE'],
          coupons: couponMap(coupon('TWELVE', { kind: 'FIXED', amount: 1200 })),
        }),
      );
      expect(totals).toMatchObject({ discountCents: 1200, shippingCostCents: 0, grandTotalCents: 10_000 });
    });
  });

  it('prices a JPY cart in whole yen', () => {
    const totals = checkoutTotals(
      input({
        currency: 'JPY',
        lines: [{ quantity: 1, unitPriceCents: 1999, productType: 'DIGITAL' }],
        couponCodes: ['SAVE10', 'BIG'],
        coupons: couponMap(coupon('SAVE10'), coupon('BIG', { minSubtotalCents: 5000 })),
        location: { country: 'JP', region: null, postalCode: null },
        taxRules: [
          {
            id: 'jp',
            name: 'Consumption tax',
            country: 'JP',
            region: null,
            rateBasisPoints: 1000,
            appliesToShipping: true,
          },
        ],
      }),
    );
    expect(totals).toMatchObject({
      subtotalCents: 1999,
      discountCents: 200, // 10 % of 1,999 = 199.9
      taxCents: 180, // 10 % of 1,799 = 179.9
      grandTotalCents: 1979,
      validCoupons: [{ code: 'SAVE10', discountCents: 200 }],
      invalidCoupons: [
        {
          code: 'BIG',
          reason: 'COUPON_MINIMUM_NOT_MET',
          message: 'The coupon code "BIG" needs a subtotal of at least 5000 JPY.',
        },
      ],
    });
  });
});
