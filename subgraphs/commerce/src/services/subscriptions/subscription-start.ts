import { startsAs, SUBSCRIPTION_STATUSES } from '../../domain/orders/status-transitions.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SubscriptionPlan } from '@atelier/commerce';
import { hashToken, newId } from '@atelier/platform';
import type { CartEntry } from '../../entities/cart-entry.ts';
import type { ShippingAddress } from '../../entities/shop-order.ts';
import { Subscription } from '../../entities/subscription.ts';
import { subscriptionAccessToken } from '../orders/order-access.ts';

export interface SubscriptionStart {
  siteId: string;
  orderId: string;
  email: string;
  entry: CartEntry;
  title: string;
  unitPriceCents: number;
  weightGrams: number;
  currency: string;
  plan: SubscriptionPlan;
  shippingAddress: ShippingAddress | null;
  shippingRateId: string | null;
  paymentMethod: string | null;
  secret: string;
}

/**
 * Records the subscription a subscription cart's order begins, in that order's transaction. It is
 * PENDING until the order is paid; its schedule counts from then.
 */
export function startSubscription(tx: EntityManager, start: SubscriptionStart): Subscription {
  const id = newId('sub');
  return tx.create(Subscription, {
    id,
    websiteId: start.siteId,
    status: startsAs(SUBSCRIPTION_STATUSES, 'PENDING'),
    firstOrderId: start.orderId,
    email: start.email,
    itemId: start.entry.itemId,
    variantId: start.entry.variantId,
    sku: start.entry.sku,
    title: start.title,
    attributes: start.entry.attributes,
    productType: start.entry.productType as 'PHYSICAL' | 'SERVICE',
    quantity: start.entry.quantity,
    unitPriceCents: start.unitPriceCents,
    weightGrams: start.weightGrams,
    additionalFields: start.entry.additionalFields,
    currency: start.currency,
    periodUnit: start.plan.billingPeriod.unit,
    periodValue: start.plan.billingPeriod.value,
    numBillingCycles: start.plan.numBillingCycles,
    shippingAddress: start.shippingAddress,
    shippingRateId: start.shippingRateId,
    paymentMethod: start.paymentMethod,
    accessTokenHash: hashToken(subscriptionAccessToken(start.secret, id)),
  });
}

export const planOf = (
  subscription: Pick<Subscription, 'periodUnit' | 'periodValue' | 'numBillingCycles'>,
): SubscriptionPlan => ({
  billingPeriod: { unit: subscription.periodUnit, value: subscription.periodValue },
  numBillingCycles: subscription.numBillingCycles,
});
