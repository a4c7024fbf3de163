import type { EntityManager } from '@mikro-orm/postgresql';
import { appendWebhookEvent, type WebhookEventType } from '@atelier/platform';
import type { ShopOrder } from '../../entities/shop-order.ts';
import type { Subscription } from '../../entities/subscription.ts';

/** What an order's webhook events tell of it: its ids, where it stands and its money, in minor units. */
const orderData = (order: ShopOrder) => ({
  orderId: order.id,
  number: order.number,
  email: order.email,
  status: order.status,
  fulfillmentStatus: order.fulfillmentStatus,
  currency: order.currency,
  grandTotalCents: order.grandTotalCents,
  refundedCents: order.refundedCents,
  subscriptionId: order.subscriptionId ?? null,
});

/** Appends an order's event on the transaction that changed it (platform's webhook outbox). */
export const appendOrderEvent = (
  tx: EntityManager,
  type: Extract<WebhookEventType, `order.${string}`>,
  order: ShopOrder,
  extra: Record<string, unknown> = {},
) => appendWebhookEvent(tx, order.websiteId, type, { ...orderData(order), ...extra });

/** Appends a shopper's subscription's event on the transaction that changed it. */
export const appendSubscriptionEvent = (
  tx: EntityManager,
  type: 'subscription.renewed' | 'subscription.past_due',
  subscription: Subscription,
  extra: Record<string, unknown> = {},
) =>
  appendWebhookEvent(tx, subscription.websiteId, type, {
    subscriptionId: subscription.id,
    email: subscription.email,
    status: subscription.status,
    cyclesBilled: subscription.cyclesBilled,
    nextBillingAt: subscription.nextBillingAt?.toISOString() ?? null,
    lastFailure: subscription.lastFailure,
    ...extra,
  });
