import { ADD_ON_TYPES, type AddOnType, type BillingProductType } from './billing-enums.ts';
import type { Entitlement } from './gating.ts';
import {
  SUBSCRIPTION_STATUSES,
  siteStatusOf,
  type SubscriptionStatus,
  type SubscriptionStatusName,
} from './subscription-status.ts';

/**
 * The API writes enumerations as GraphQL names (RESOLD_GRACE_PERIOD, MEMBER_AREAS); the rules use
 * the spec's own values ('resold grace period', 'member-areas'). One conversion each way.
 */
export const statusName = (status: SubscriptionStatus): SubscriptionStatusName =>
  status.toUpperCase().replace(/ /g, '_') as SubscriptionStatusName;

export const statusOfName = (name: SubscriptionStatusName): SubscriptionStatus =>
  SUBSCRIPTION_STATUSES.find((status) => statusName(status) === name)!;

export type ProductTypeName =
  | 'WEBSITE'
  | 'DOMAIN'
  | 'GOOGLE_APPS'
  | 'GETTY_IMAGE'
  | 'CAMPAIGNS'
  | 'SCHEDULING'
  | 'MEMBER_AREAS';

export const productTypeName = (type: BillingProductType): ProductTypeName =>
  type.toUpperCase().replace(/-/g, '_') as ProductTypeName;

export const addOnOfName = (name: string): AddOnType | undefined =>
  ADD_ON_TYPES.find((type) => productTypeName(type) === name);

/** An entitlement as the API answers it (Website.planEntitlement), for the gating rules. */
export function entitlementFromApi(api: {
  status: SubscriptionStatusName;
  planId: string;
  addOns: readonly string[];
}): Entitlement {
  return {
    status: siteStatusOf(statusOfName(api.status)),
    planId: api.planId,
    addOns: api.addOns.flatMap((name) => addOnOfName(name) ?? []),
  };
}
