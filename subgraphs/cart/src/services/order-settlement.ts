import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { OrderLine } from '../entities/order-line.ts';
import { Payment } from '../entities/payment.ts';
import { ShopOrder } from '../entities/shop-order.ts';
import { ShoppingCart } from '../entities/shopping-cart.ts';
import type { ChargeOutcome } from '../payments/payment-provider.ts';
import { nextBillingAt } from '@atelier/commerce';
import { Subscription } from '../entities/subscription.ts';
import { issueGiftCards, returnGiftCardSpends } from './gift-cards.ts';
import { planOf } from './subscription-start.ts';


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
 * What follows an order's payment, in the transaction that records it: the gift cards it bought
 * are issued, and the subscription it began starts its schedule from now.
 */
export async function orderPaid(tx: EntityManager, order: ShopOrder, secret: string): Promise<void> {
  await issueGiftCards(tx, order, secret);
  if (!order.subscriptionId) return;
  const subscription = await tx.findOne(Subscription, { id: order.subscriptionId, firstOrderId: order.id, status: 'PENDING' });
  if (!subscription) return;
  const now = order.paidAt ?? new Date();
  subscription.status = 'ACTIVE';
  subscription.startedAt = now;
  subscription.nextBillingAt = nextBillingAt(now, planOf(subscription), 1);
  if (!subscription.nextBillingAt) subscription.status = 'COMPLETED';
}

/**
 * What follows an order's cancellation (its payment refused or never confirmed): a subscription
 * it would have begun never starts; a renewal that was not paid leaves its subscription past due.
 */
async function orderCancelled(tx: EntityManager, order: ShopOrder): Promise<void> {
  await releaseOrder(tx, order);
  if (!order.subscriptionId) return;
  const subscription = await tx.findOne(Subscription, { id: order.subscriptionId });
  if (!subscription) return;
  if (subscription.firstOrderId === order.id) {
    if (subscription.status === 'PENDING') Object.assign(subscription, { status: 'CANCELLED', cancelledAt: new Date(), nextBillingAt: null });
  } else if (subscription.status === 'ACTIVE') {
    Object.assign(subscription, { status: 'PAST_DUE', lastFailure: order.failureMessage });
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
      await orderPaid(tx, order, secret);
      return order;
    }
    order.status = 'CANCELLED';
    order.cancelledAt = now;
    order.failureMessage = outcome.message;
    if (payment) Object.assign(payment, { status: outcome.status === 'declined' ? 'DECLINED' : 'FAILED', message: outcome.message, settledAt: now });
    await orderCancelled(tx, order);
    // The shopper can try again with the same cart.
    await tx.nativeUpdate(ShoppingCart, { id: order.cartId, orderId: order.id }, { orderId: null, updatedAt: now });
    return order;
  });
}
