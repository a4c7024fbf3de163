import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { OrderLine } from '../entities/order-line.ts';
import { Payment } from '../entities/payment.ts';
import { ShopOrder } from '../entities/shop-order.ts';
import { ShoppingCart } from '../entities/shopping-cart.ts';
import type { ChargeOutcome } from '../payments/payment-provider.ts';
import { issueGiftCards, returnGiftCardSpends } from './gift-cards.ts';

/** Lines whose stock an order took (and a cancellation gives back): what is counted in stock. */
export const takesStock = (productType: string) => productType === 'PHYSICAL' || productType === 'SERVICE';

/** Puts an order's stock back (cancelled, or refunded before it left), variants in id order as taking it. */
export async function returnStock(tx: EntityManager, orderId: string): Promise<void> {
  const lines = await tx.find(OrderLine, { orderId }, { orderBy: { variantId: 'asc' } });
  for (const line of lines.filter((l) => takesStock(l.productType))) {
    await tx.execute('update cart.stock_level set qty_in_stock = qty_in_stock + ? where variant_id = ? and not unlimited', [line.quantity, line.variantId], 'run');
  }
}

/**
 * Gives back what a placed order took: its stock, its coupons' uses and what its gift cards paid.
 * Run inside the transaction that cancels the order.
 */
export async function releaseOrder(tx: EntityManager, order: ShopOrder): Promise<void> {
  await returnStock(tx, order.id);
  await returnGiftCardSpends(tx, order.id);
  for (const coupon of order.coupons) {
    await tx.execute('update cart.coupon set times_used = times_used - 1 where website_id = ? and code = ? and times_used > 0', [order.websiteId, coupon.code], 'run');
  }
}

/**
 * Records the provider's answer for an order still waiting for it: paid (the cart is then bought
 * and the gift cards it bought are issued), or cancelled with its stock, coupons and gift card
 * spends given back and its cart open again. An order already settled stays as it is, so two
 * settlers (the shopper's request and the reconciling job) agree. Returns the order afterwards.
 */
export async function settleOrder(em: EntityManager, orderId: string, outcome: ChargeOutcome | { status: 'expired'; message: string }, secret: string): Promise<ShopOrder | null> {
  return em.transactional(async (tx) => {
    const order = await tx.findOne(ShopOrder, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!order || order.status !== 'PENDING_PAYMENT') return order;
    const payment = await tx.findOne(Payment, { orderId, kind: 'CHARGE' }, { orderBy: { createdAt: 'desc' } });
    const now = new Date();
    if (outcome.status === 'succeeded') {
      order.status = 'PAID';
      order.paidAt = now;
      if (payment) Object.assign(payment, { status: 'SUCCEEDED', providerReference: outcome.reference, settledAt: now });
      await tx.nativeUpdate(ShoppingCart, { id: order.cartId }, { isPurchased: true, updatedAt: now });
      await issueGiftCards(tx, order, secret);
      return order;
    }
    order.status = 'CANCELLED';
    order.cancelledAt = now;
    order.failureMessage = outcome.message;
    if (payment) Object.assign(payment, { status: outcome.status === 'declined' ? 'DECLINED' : 'FAILED', message: outcome.message, settledAt: now });
    await releaseOrder(tx, order);
    // The shopper can try again with the same cart.
    await tx.nativeUpdate(ShoppingCart, { id: order.cartId, orderId: order.id }, { orderId: null, updatedAt: now });
    return order;
  });
}
