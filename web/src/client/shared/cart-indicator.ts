import { moneyHtml } from '@atelier/commerce';
import { cartStore } from './cart-store.ts';
import { pageMoneyFormat } from './money.tsx';

/**
 * The theme's cart indicators (cart-quantity and cart-subtotal in the navigation) follow the cart
 * as adds change it, as the pill does: hidden while the cart is empty.
 */
export function bindCartIndicators(): void {
  const indicators = [...document.querySelectorAll<HTMLElement>('[data-cart-indicator]')];
  if (!indicators.length) return;
  const draw = () => {
    const cart = cartStore.get();
    const quantity = cart?.totalQuantity ?? 0;
    for (const indicator of indicators) {
      indicator.hidden = quantity === 0;
      const amount = cart?.subtotalAmount;
      if (!amount?.currency || quantity === 0) continue;
      const subtotal = moneyHtml(amount, pageMoneyFormat(amount.currency));
      indicator.innerHTML = ` (<span class="sqs-cart-quantity">${quantity}</span> · <span class="sqs-cart-subtotal">${subtotal}</span>)`;
    }
  };
  draw();
  cartStore.subscribe(draw);
}
