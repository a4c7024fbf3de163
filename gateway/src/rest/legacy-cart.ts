import type { RestCartEntryFragment, RestShoppingCartFragment } from './generated/operations.ts';

/**
 * The cart as legacy embeds read it (SPEC sections 3 and 7): attributes as an object, `created` in
 * epoch milliseconds, and the cart's checkout state (location, shipping, taxes, coupons) as it holds it.
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

/** Fields copied by name, so that what the GraphQL answer carries besides (__typename) stays out. */
const shippingOption = (option: { id: string; name: string; priceCents: number }) => ({
  id: option.id,
  name: option.name,
  priceCents: option.priceCents,
});

export function legacyCart(cart: RestShoppingCartFragment) {
  return {
    id: cart.id,
    websiteId: cart.websiteId,
    orderId: cart.orderId ?? null,
    created: Date.parse(cart.created),
    isPurchased: cart.isPurchased,
    entries: cart.entries.map(legacyEntry),
    shippingOptions: cart.shippingOptions.map(shippingOption),
    selectedShippingOption: cart.selectedShippingOption ? shippingOption(cart.selectedShippingOption) : null,
    shippingLocation: cart.shippingLocation
      ? {
          country: cart.shippingLocation.country,
          region: cart.shippingLocation.region ?? null,
          postalCode: cart.shippingLocation.postalCode ?? null,
        }
      : null,
    applicableTaxRules: cart.applicableTaxRules.map((t) => ({
      id: t.id,
      name: t.name,
      rateBasisPoints: t.rateBasisPoints,
      taxCents: t.taxCents,
    })),
    coupons: [...cart.coupons],
    validCoupons: cart.validCoupons.map((c) => ({ code: c.code, discountCents: c.discountCents })),
    invalidCoupons: cart.invalidCoupons.map((c) => ({ code: c.code, reason: c.reason, message: c.message })),
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
    shippingLocation: null,
    shippingOptions: [],
    selectedShippingOption: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
  });
  return { ...empty, id: null, websiteId: null, created: null, subtotalAmount: null };
}
