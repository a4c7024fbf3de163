import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import {
  moveTo,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  SUBSCRIPTION_STATUSES,
} from '../../domain/orders/status-transitions.ts';
import { Payment } from '../../entities/payment.ts';
import { ShopOrder } from '../../entities/shop-order.ts';
import { ShoppingCart } from '../../entities/shopping-cart.ts';
import type { ChargeOutcome } from '@atelier/commerce/server';
import { nextBillingAt } from '@atelier/commerce';
import { Subscription } from '../../entities/subscription.ts';
import { issueGiftCards } from '../gift-cards/gift-cards.ts';
import { releaseOrder } from '../ledger.ts';
import { planOf } from '../subscriptions/subscription-start.ts';
import { appendOrderEvent, appendSubscriptionEvent } from './order-events.ts';

/**
 * What follows an order's payment, in the transaction that records it: the gift cards it bought
 * are issued, and the subscription it began starts its schedule from now.
 */
export async function orderPaid(tx: EntityManager, order: ShopOrder, secret: string): Promise<void> {
  await issueGiftCards(tx, order, secret);
  await appendOrderEvent(tx, 'order.paid', order);
  if (!order.subscriptionId) return;
  const subscription = await tx.findOne(Subscription, { id: order.subscriptionId });
  if (subscription && subscription.firstOrderId !== order.id) {
    await appendSubscriptionEvent(tx, 'subscription.renewed', subscription, { orderId: order.id });
    return;
  }
  if (subscription?.status !== 'PENDING') return;
  const now = order.paidAt ?? new Date();
  moveTo(SUBSCRIPTION_STATUSES, subscription, 'ACTIVE');
  subscription.startedAt = now;
  subscription.nextBillingAt = nextBillingAt(now, planOf(subscription), 1);
  if (!subscription.nextBillingAt) moveTo(SUBSCRIPTION_STATUSES, subscription, 'COMPLETED');
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
    if (subscription.status === 'PENDING') {
      moveTo(SUBSCRIPTION_STATUSES, subscription, 'CANCELLED');
      Object.assign(subscription, { cancelledAt: new Date(), nextBillingAt: null });
    }
  } else if (subscription.status === 'ACTIVE') {
    moveTo(SUBSCRIPTION_STATUSES, subscription, 'PAST_DUE');
    subscription.lastFailure = order.failureMessage;
    await appendSubscriptionEvent(tx, 'subscription.past_due', subscription, { orderId: order.id });
  }
}

/**
 * Records the provider's answer for an order still waiting for it: paid (the cart is then bought
 * and the gift cards it bought are issued), or cancelled with its stock, coupons and gift card
 * spends given back and its cart open again. An order already settled stays as it is, so two
 * settlers (the shopper's request and the reconciling job) agree. Returns the order afterwards.
 */
export async function settleOrder(
  em: EntityManager,
  orderId: string,
  outcome: ChargeOutcome | { status: 'expired'; message: string },
  secret: string,
): Promise<ShopOrder | null> {
  return em.transactional(async (tx) => {
    const order = await tx.findOne(ShopOrder, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!order || order.status !== 'PENDING_PAYMENT') return order;
    const payment = await tx.findOne(Payment, { orderId, kind: 'CHARGE' }, { orderBy: { createdAt: 'desc' } });
    const now = new Date();
    if (outcome.status === 'succeeded') {
      moveTo(ORDER_STATUSES, order, 'PAID');
      order.paidAt = now;
      if (payment) {
        moveTo(PAYMENT_STATUSES, payment, 'SUCCEEDED');
        Object.assign(payment, { providerReference: outcome.reference, settledAt: now });
      }
      await tx.nativeUpdate(ShoppingCart, { id: order.cartId }, { isPurchased: true, updatedAt: now });
      await orderPaid(tx, order, secret);
      return order;
    }
    moveTo(ORDER_STATUSES, order, 'CANCELLED');
    order.cancelledAt = now;
    order.failureMessage = outcome.message;
    if (payment) {
      moveTo(PAYMENT_STATUSES, payment, outcome.status === 'declined' ? 'DECLINED' : 'FAILED');
      Object.assign(payment, { message: outcome.message, settledAt: now });
    }
    await orderCancelled(tx, order);
    // The shopper can try again with the same cart.
    await tx.nativeUpdate(ShoppingCart, { id: order.cartId, orderId: order.id }, { orderId: null, updatedAt: now });
    return order;
  });
}
