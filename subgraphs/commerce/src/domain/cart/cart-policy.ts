import type { LimitRule } from '@atelier/platform';

/** How long a visitor's cart cookie lives; a cart untouched for longer is abandoned. */
export const CART_COOKIE_DAYS = 30;
/** Express checkout is immediate: its cart and cookie last a day. */
export const EXPRESS_CART_HOURS = 24;
/** Distinct items (entries) one cart may hold; each entry holds up to 9999 of its item. */
export const MAX_CART_ENTRIES = 100;

/**
 * Per-client limits on anonymous writes. Adding is what a shopper does a few times a visit; new
 * carts are made once per visitor (the cart cookie keeps it), so a client address making dozens is
 * a script. Both are generous for many shoppers behind one address. Operators tune them with
 * ATELIER_RATE_LIMITS (cart.adds, cart.new-carts).
 */
export const CART_LIMIT_RULES = {
  adds: { points: 120, durationSeconds: 60 },
  'new-carts': { points: 30, durationSeconds: 600 },
  // Gift card codes are 80 bits; a few tries a minute per client keeps even the guessing of one
  // character at a time out of reach.
  'gift-card-tries': { points: 10, durationSeconds: 600 },
  // A donation takes any card number and any amount from 1.00: without a bound it would be a free
  // way to test stolen cards. A donor gives once or twice; a script gives hundreds.
  donations: { points: 5, durationSeconds: 600 },
} as const satisfies Record<string, LimitRule>;

const HOUR_MS = 60 * 60 * 1000;

/** Carts changed before these moments are removed by the clean-up jobs. */
export function cleanupCutoffs(now: Date): { abandonedCarts: Date; orphanedExpressCarts: Date } {
  return {
    abandonedCarts: new Date(now.getTime() - CART_COOKIE_DAYS * 24 * HOUR_MS),
    orphanedExpressCarts: new Date(now.getTime() - EXPRESS_CART_HOURS * HOUR_MS),
  };
}
