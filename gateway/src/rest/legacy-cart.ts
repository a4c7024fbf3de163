import type { RestCartEntryFragment, RestShoppingCartFragment } from './generated/operations.ts';

/**
 * The cart as legacy embeds read it (SPEC section 7): attributes as an object, `created` in epoch
 * milliseconds, and the cart's commerce lists, empty until checkout brings shipping and coupons.
 */
export function legacyEntry(entry: RestCartEntryFragment) {
  return {
    id: entry.id,
    itemId: entry.itemId,
    chosenVariant: {
      sku: entry.chosenVariant.sku,
      attributes: Object.fromEntries(entry.chosenVariant.attributes.map((a) => [a.name, a.value])),
    },
    quantity: entry.quantity,
    additionalFields: entry.additionalFields ?? null,
    unitPriceCents: entry.unitPriceCents,
    lineTotalCents: entry.lineTotalCents,
  };
}

export function legacyCart(cart: RestShoppingCartFragment) {
  return {
    id: cart.id,
    websiteId: cart.websiteId,
    orderId: cart.orderId ?? null,
    created: Date.parse(cart.created),
    isPurchased: cart.isPurchased,
    entries: cart.entries.map(legacyEntry),
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents: cart.subtotalCents,
    taxCents: cart.taxCents,
    shippingCostCents: cart.shippingCostCents,
    discountCents: cart.discountCents,
    grandTotalCents: cart.grandTotalCents,
    totalQuantity: cart.totalQuantity,
    hasDigital: cart.hasDigital,
    purelyDigital: cart.purelyDigital,
    requiresShipping: cart.requiresShipping,
    subtotalAmount: cart.subtotalAmount,
  };
}

/** A visitor without a cart reads an empty one rather than an error; it has no id and no currency yet. */
export function legacyEmptyCart() {
  const empty = legacyCart({
    id: '',
    websiteId: '',
    orderId: null,
    created: '',
    isPurchased: false,
    totalQuantity: 0,
    subtotalCents: 0,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: 0,
    subtotalAmount: { value: '', currency: '' },
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: false,
    entries: [],
  });
  return { ...empty, id: null, websiteId: null, created: null, subtotalAmount: null };
}
