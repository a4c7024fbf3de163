import type { CheckoutTotals } from '../../domain/checkout/checkout-totals.ts';
import type { CartLoaders } from '../../loaders.ts';
import type { ShoppingCart } from '../../entities/shopping-cart.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { priceCart } from './cart-pricing.ts';
import { appliedGiftCards, type AppliedGiftCard } from '../gift-cards/gift-cards.ts';

/** Prices each cart (and its gift cards) once per request, however many of its fields are asked; a change forgets it. */
export function cartPricingMemo(em: EntityManager, loaders: CartLoaders) {
  const memo = new Map<string, Promise<CheckoutTotals>>();
  const cards = new Map<string, Promise<AppliedGiftCard[]>>();
  return {
    /** The cart's gift cards and what each pays of its grand total now. */
    giftCards(cart: ShoppingCart): Promise<AppliedGiftCard[]> {
      let applied = cards.get(cart.id);
      if (!applied) {
        applied = this.of(cart).then((totals) =>
          appliedGiftCards(em, cart.websiteId, cart.giftCardIds, totals.grandTotalCents),
        );
        cards.set(cart.id, applied);
      }
      return applied;
    },
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
      cards.delete(cartId);
    },
  };
}

export type CartPricingMemo = ReturnType<typeof cartPricingMemo>;
