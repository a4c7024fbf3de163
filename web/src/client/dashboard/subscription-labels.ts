import { billingCyclesText, billingPeriodText, type BillingUnit, type SubscriptionPlan } from '@atelier/commerce';
import type { SubscriptionStatus } from '../../graphql/generated/dashboard.ts';

/** Where a subscription stands, in the owner's words. */
export const SUBSCRIPTION_STATUS_TEXT: Readonly<Record<SubscriptionStatus, string>> = {
  PENDING: 'Awaiting first payment',
  ACTIVE: 'Active',
  PAST_DUE: 'Past due',
  CANCELLED: 'Cancelled',
  COMPLETED: 'Completed',
};

/** The statuses that still bill, or may: the owner can cancel these. */
const CANCELLABLE: ReadonlySet<SubscriptionStatus> = new Set(['PENDING', 'ACTIVE', 'PAST_DUE']);
export const isCancellable = (status: SubscriptionStatus) => CANCELLABLE.has(status);

interface PlanFields {
  periodUnit: string;
  periodValue: number;
  numBillingCycles: number;
}

/** A subscription's plan in the shape packages/commerce words it. */
export const planOf = (subscription: PlanFields): SubscriptionPlan => ({
  billingPeriod: { unit: subscription.periodUnit as BillingUnit, value: subscription.periodValue },
  numBillingCycles: subscription.numBillingCycles,
});

/** "every month, until cancelled", "every 3 months, for 4 payments": what follows the price. */
export const scheduleText = (subscription: PlanFields) =>
  `${billingPeriodText(planOf(subscription))}, ${billingCyclesText(planOf(subscription))}`;

/** Billings made so far: "2", or "2 of 4" for a plan with a fixed number of payments. */
export const paymentsMadeText = (cyclesBilled: number, numBillingCycles: number) =>
  numBillingCycles > 0 ? `${cyclesBilled} of ${numBillingCycles}` : String(cyclesBilled);

/** A day, without the time: "12 Mar 2025" as the browser's locale writes it. */
export const dayText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
