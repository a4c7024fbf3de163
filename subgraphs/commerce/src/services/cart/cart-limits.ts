import type { RateLimit, RateLimitStore } from '@atelier/platform';
import { CART_LIMIT_RULES } from '../../domain/cart/cart-policy.ts';

export interface CartLimits {
  /** Add-to-cart attempts per client address. */
  adds: RateLimit;
  /** Carts created per client address (express carts included). */
  newCarts: RateLimit;
  /** Gift card codes tried per client address. */
  giftCardTries: RateLimit;
  /** Donations attempted per client address (a repeat of the same attempt key is not one more). */
  donations: RateLimit;
}

export function cartLimits(store: RateLimitStore): CartLimits {
  return {
    adds: store.limit('adds', CART_LIMIT_RULES.adds),
    newCarts: store.limit('new-carts', CART_LIMIT_RULES['new-carts']),
    giftCardTries: store.limit('gift-card-tries', CART_LIMIT_RULES['gift-card-tries']),
    donations: store.limit('donations', CART_LIMIT_RULES.donations),
  };
}
