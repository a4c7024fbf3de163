import { useSyncExternalStore } from 'react';
import { cartPillView } from '@atelier/commerce';
import { cartStore } from '../shared/cart-store.ts';

/**
 * The floating cart pill. It reads the page's cart (shared/cart-store.ts), which the page seeds with
 * the cart it was rendered with and every add to cart updates.
 */
export function CartPill() {
  const cart = useSyncExternalStore(cartStore.subscribe, cartStore.get);
  const view = cartPillView(cart?.totalQuantity ?? 0);
  if (!view.visible) return null;
  return (
    <a className="cart-pill" href="/cart" aria-label={view.label} data-testid="cart-pill">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          d="M6 7h12l-1.2 11.2a2 2 0 0 1-2 1.8H9.2a2 2 0 0 1-2-1.8L6 7Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
        <path d="M9 9V6a3 3 0 0 1 6 0v3" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      <span className="cart-pill-count">{view.count}</span>
    </a>
  );
}
