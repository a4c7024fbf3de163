import type { AddOnType, SiteStatus } from './billing-enums.ts';
import { FEATURE_LABELS, limitCount, type Feature, type Limit } from './features.ts';
import { FEATURES_IN_ALL_PLANS, planById, TRIAL_LIMITS, type Plan } from './plans.ts';

/** What a site may do: its status, its website plan and the add-ons it has a subscription of. */
export interface Entitlement {
  status: SiteStatus;
  planId: string;
  addOns: readonly AddOnType[];
}

/** Statuses that are given every feature of their plan without being charged for it. */
const UNGATED_STATUSES: readonly SiteStatus[] = ['internal'];

/**
 * SPEC section 6: a feature is gated when the plan does not enable it, or on trial when it is not in
 * all plans. An internal site has every feature; an unknown plan enables nothing.
 */
export function isFeatureGated(feature: Feature, entitlement: Entitlement): boolean {
  if (UNGATED_STATUSES.includes(entitlement.status)) return false;
  const plan = planById(entitlement.planId);
  if (!plan?.features.includes(feature)) return true;
  return entitlement.status === 'trial' && !FEATURES_IN_ALL_PLANS.includes(feature);
}

/** Section 6: an add-on is enabled when a subscription of its type exists. */
export function isAddOnEnabled(addOn: AddOnType, entitlement: Entitlement): boolean {
  return entitlement.addOns.includes(addOn);
}

/** The site's limit of a kind; null is unlimited. A trial has the smallest of every plan's. */
export function limitOf(limit: Limit, entitlement: Entitlement): number | null {
  if (UNGATED_STATUSES.includes(entitlement.status)) return null;
  if (entitlement.status === 'trial') return TRIAL_LIMITS[limit];
  const plan = planById(entitlement.planId);
  return plan ? plan.limits[limit] : 0;
}

/** Whether `adding` more of a kind fits beside the `current` count. */
export function fitsLimit(limit: Limit, entitlement: Entitlement, current: number, adding = 1): boolean {
  const max = limitOf(limit, entitlement);
  return max === null || current + adding <= max;
}

/** The words of a gated feature's refusal. */
export function featureGatedMessage(feature: Feature, entitlement: Entitlement): string {
  const label = FEATURE_LABELS[feature];
  return entitlement.status === 'trial'
    ? `${label} is not included in the trial. Choose a plan that includes it to use it.`
    : `${label} is not included in your plan. Upgrade to a plan that includes it to use it.`;
}

/** The words of a limit's refusal. */
export function limitReachedMessage(limit: Limit, max: number): string {
  return `Your plan allows ${limitCount(limit, max)}. Upgrade your plan to add more.`;
}

/** The cheapest plan that has a feature, for an upsell; undefined when no plan has it. */
export function cheapestPlanWith(feature: Feature, plans: readonly Plan[]): Plan | undefined {
  return [...plans]
    .filter((plan) => plan.features.includes(feature))
    .sort((a, b) => a.prices.MONTHLY - b.prices.MONTHLY)[0];
}

/**
 * The features selling something needs: a gift card the plan's gift cards, anything sold as a
 * subscription its product subscriptions. The catalog asks it of a product, checkout of an order.
 */
export function featuresToSell(item: { productType: string; isSubscribable: boolean }): Feature[] {
  return [
    ...(item.productType === 'GIFT_CARD' ? (['GIFT_CARDS'] as const) : []),
    ...(item.isSubscribable ? (['PRODUCT_SUBSCRIPTIONS'] as const) : []),
  ];
}
