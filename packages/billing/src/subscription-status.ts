import type { SiteStatus } from './billing-enums.ts';

/**
 * A billing subscription's status (section 3's site statuses, plus resold and comped, which a site
 * shows as paid).
 */
export const SUBSCRIPTION_STATUSES = [
  'trial',
  'paid',
  'pastdue',
  'expired',
  'resold',
  'resold grace period',
  'internal',
  'comped',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What moves a subscription from one status to another. */
export type SubscriptionEvent =
  | 'CHARGE_SUCCEEDED'
  | 'CHARGE_FAILED'
  | 'DUNNING_EXHAUSTED'
  | 'TRIAL_ENDED'
  | 'PERIOD_ENDED_WITHOUT_RENEWAL'
  | 'GRACE_PERIOD_STARTED'
  | 'GRACE_PERIOD_ENDED';

/**
 * Every transition there is, and nothing else: a status not listed for an event does not move on it.
 * A charge that succeeds brings any chargeable status back to paid, nothing lost.
 */
const TRANSITIONS: Readonly<Record<SubscriptionEvent, Partial<Record<SubscriptionStatus, SubscriptionStatus>>>> = {
  CHARGE_SUCCEEDED: {
    trial: 'paid',
    paid: 'paid',
    pastdue: 'paid',
    expired: 'paid',
    'resold grace period': 'paid',
  },
  CHARGE_FAILED: { paid: 'pastdue', pastdue: 'pastdue' },
  DUNNING_EXHAUSTED: { pastdue: 'expired' },
  TRIAL_ENDED: { trial: 'expired' },
  PERIOD_ENDED_WITHOUT_RENEWAL: { paid: 'expired' },
  GRACE_PERIOD_STARTED: { resold: 'resold grace period' },
  GRACE_PERIOD_ENDED: { 'resold grace period': 'expired' },
};

export type Transition = { ok: true; to: SubscriptionStatus } | { ok: false; from: SubscriptionStatus };

export function moveSubscription(from: SubscriptionStatus, event: SubscriptionEvent): Transition {
  const to = TRANSITIONS[event][from];
  return to ? { ok: true, to } : { ok: false, from };
}

/** The site status a subscription's status shows as (section 3's values). */
export function siteStatusOf(status: SubscriptionStatus): SiteStatus {
  if (status === 'resold' || status === 'comped') return 'paid';
  return status;
}

/** Whether visitors are served the site as a shop: not once it has expired. */
export function servesVisitors(status: SubscriptionStatus): boolean {
  return status !== 'expired';
}

/** A status as the API names it (SiteStatus: TRIAL, PASTDUE, RESOLD_GRACE_PERIOD…). */
export type SubscriptionStatusName = Uppercase<
  'trial' | 'paid' | 'pastdue' | 'expired' | 'resold' | 'resold_grace_period' | 'internal' | 'comped'
>;

/** What an owner reads for each status, in the site list and the billing panel. */
export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<SubscriptionStatusName, string>> = {
  TRIAL: 'Trial',
  PAID: 'Paid',
  PASTDUE: 'Past due',
  EXPIRED: 'Expired',
  RESOLD: 'Paid in an app store',
  RESOLD_GRACE_PERIOD: 'Grace period',
  INTERNAL: 'Internal',
  COMPED: 'Complimentary',
};
