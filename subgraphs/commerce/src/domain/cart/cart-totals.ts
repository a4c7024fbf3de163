import type { ProductTypeName } from '@atelier/commerce';

export interface TotalsEntry {
  quantity: number;
  unitPriceCents: number;
  productType: ProductTypeName;
}

export interface CartTotals {
  totalQuantity: number;
  subtotalCents: number;
  grandTotalCents: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

/** Totals of a cart from its entries. Tax, shipping and discounts come with checkout; here they are 0. */
export function cartTotals(
  entries: readonly TotalsEntry[],
  adjustments = { taxCents: 0, shippingCostCents: 0, discountCents: 0 },
): CartTotals {
  const totalQuantity = entries.reduce((sum, e) => sum + e.quantity, 0);
  const subtotalCents = entries.reduce((sum, e) => sum + e.quantity * e.unitPriceCents, 0);
  const isDigital = (e: TotalsEntry) => e.productType === 'DIGITAL' || e.productType === 'GIFT_CARD';
  const hasDigital = entries.some(isDigital);
  return {
    totalQuantity,
    subtotalCents,
    grandTotalCents: subtotalCents + adjustments.taxCents + adjustments.shippingCostCents - adjustments.discountCents,
    hasDigital,
    purelyDigital: entries.length > 0 && entries.every(isDigital),
    requiresShipping: entries.some((e) => e.productType === 'PHYSICAL'),
  };
}
