import type { CheckoutTotals } from '../domain/checkout-totals.ts';
import type { CartLoaders } from '../loaders.ts';
import type { ShoppingCart } from '../entities/shopping-cart.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { priceCart } from './cart-pricing.ts';

/** Prices each cart once per request, however many of its fields are asked; a change forgets it. */
export function cartPricingMemo(em: EntityManager, loaders: CartLoaders) {
  const memo = new Map<string, Promise<CheckoutTotals>>();
  return {
    of(cart: ShoppingCart): Promise<CheckoutTotals> {
      let priced = memo.get(cart.id);
      if (!priced) {
        priced = loaders.entriesOfCart.load(cart.id).then((entries) => priceCart(em, cart, entries));
        memo.set(cart.id, priced);
      }
      return priced;
    },
    forget(cartId: string) {
      memo.delete(cartId);
    },
  };
}

export type CartPricingMemo = ReturnType<typeof cartPricingMemo>;
