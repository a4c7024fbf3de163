import { featuresToSell, isFeatureGated, type Entitlement, type Feature } from '@atelier/billing';

/** What the store's billing says: open to shoppers or not, and what its plan allows (null: not known, nothing gated). */
export interface StoreFacts {
  servesVisitors: boolean;
  entitlement: Entitlement | null;
}

export type OrderGate = { code: 'STORE_CLOSED' } | { code: 'FEATURE_NOT_IN_PLAN'; what: string } | null;

/** Shoppers' words for what a plan may lack. */
const SOLD_AS: Partial<Record<Feature, string>> = {
  PRODUCT_SUBSCRIPTIONS: 'subscriptions',
  GIFT_CARDS: 'gift cards',
};

/**
 * Why the store cannot take this order (SPEC section 6, enforced on the server): a store whose
 * subscription expired sells nothing; a subscription needs the plan's product subscriptions, a
 * gift card its gift cards.
 */
export function orderGate(
  store: StoreFacts,
  order: { productTypes: readonly string[]; subscription: boolean },
): OrderGate {
  if (!store.servesVisitors) return { code: 'STORE_CLOSED' };
  const entitlement = store.entitlement;
  if (!entitlement) return null;
  const needs = [
    ...new Set(
      order.productTypes.flatMap((productType) => featuresToSell({ productType, isSubscribable: order.subscription })),
    ),
  ];
  const gated = needs.find((feature) => isFeatureGated(feature, entitlement));
  return gated ? { code: 'FEATURE_NOT_IN_PLAN', what: SOLD_AS[gated]! } : null;
}
