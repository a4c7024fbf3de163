import type { CartSummaryFragment } from '../../graphql/generated/islands.ts';

export type CartSummary = CartSummaryFragment | null;

let current: CartSummary = null;
const listeners = new Set<() => void>();

/**
 * The visitor's cart as the page's islands know it (its summary: count and subtotal), one per page:
 * seeded with the cart the page was drawn with, replaced by each answer that carries the cart (an
 * add, a change on the cart page). The pill and the theme's cart indicators follow it.
 */
export const cartStore = {
  get: (): CartSummary => current,
  set(cart: CartSummary): void {
    current = cart;
    for (const listener of listeners) listener();
  },
  /** Calls `listener` after each change; answers the function that stops it. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
