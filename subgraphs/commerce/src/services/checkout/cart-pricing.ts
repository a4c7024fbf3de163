import type { EntityManager } from '@mikro-orm/postgresql';
import { checkoutTotals, type CheckoutTotals } from '../../domain/checkout/checkout-totals.ts';
import type { CartEntry } from '../../entities/cart-entry.ts';
import type { CartLocation, ShoppingCart } from '../../entities/shopping-cart.ts';
import { loadPricingRules, type PricingRules } from './pricing-rules.ts';

/**
 * A cart priced as checkout would charge it now: coupons checked, shipping chosen, taxes worked out.
 * `location` overrides the cart's (checkout prices with the address the shopper just sent).
 */
export function priceWithRules(
  cart: ShoppingCart,
  entries: readonly Pick<CartEntry, 'quantity' | 'unitPriceCents' | 'productType' | 'weightGrams'>[],
  rules: PricingRules,
  now = new Date(),
  location: CartLocation | null = cart.shippingLocation,
): CheckoutTotals {
  return checkoutTotals({
    currency: cart.currency,
    lines: entries,
    couponCodes: cart.couponCodes,
    coupons: rules.coupons,
    rates: rules.rates,
    selectedShippingId: cart.selectedShippingId,
    location,
    taxRules: rules.taxRules,
    pricesIncludeTax: rules.pricesIncludeTax,
    now,
  });
}

export async function priceCart(
  em: EntityManager,
  cart: ShoppingCart,
  entries: readonly CartEntry[],
  now = new Date(),
): Promise<CheckoutTotals> {
  return priceWithRules(cart, entries, await loadPricingRules(em, cart.websiteId, cart.couponCodes), now);
}
