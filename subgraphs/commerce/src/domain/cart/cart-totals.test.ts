import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-totals.ts';

describe('cartTotals', () => {
  it('is all zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      totalQuantity: 0,
      subtotalCents: 0,
      grandTotalCents: 0,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
  });
  it('adds quantities and line totals and tells what needs shipping', () => {
    const totals = cartTotals([
      { quantity: 2, unitPriceCents: 6800, productType: 'PHYSICAL' },
      { quantity: 1, unitPriceCents: 900, productType: 'DIGITAL' },
    ]);
    expect(totals).toMatchObject({
      totalQuantity: 3,
      subtotalCents: 14500,
      grandTotalCents: 14500,
      hasDigital: true,
      purelyDigital: false,
      requiresShipping: true,
    });
  });
  it('knows a purely digital cart', () => {
    expect(cartTotals([{ quantity: 1, unitPriceCents: 2500, productType: 'GIFT_CARD' }])).toMatchObject({
      purelyDigital: true,
      requiresShipping: false,
    });
  });
  it('applies tax, shipping and discount to the grand total', () => {
    expect(
      cartTotals([{ quantity: 1, unitPriceCents: 1000, productType: 'SERVICE' }], {
        taxCents: 80,
        shippingCostCents: 500,
        discountCents: 100,
      }).grandTotalCents,
    ).toBe(1480);
  });
});
