import type { BillingUnit, SubscriptionPlan } from './product-input.ts';

/** How many of each billing unit a year holds (SPEC section 9). */
export const PERIODS_PER_YEAR: Readonly<Record<BillingUnit, number>> = { WEEK: 52, MONTH: 12, YEAR: 1 };

/**
 * What a subscription costs each time it bills and over a year, in minor units. A year holds
 * 52/value, 12/value or 1/value billings; a fraction of a minor unit is rounded half up.
 */
export function subscriptionPrices(
  unitPriceMinor: number,
  quantity: number,
  plan: SubscriptionPlan,
): { perPeriodMinor: number; perYearMinor: number } {
  const perPeriodMinor = unitPriceMinor * quantity;
  const perYearMinor = Math.floor(
    (perPeriodMinor * PERIODS_PER_YEAR[plan.billingPeriod.unit] * 2 + plan.billingPeriod.value) /
      (2 * plan.billingPeriod.value),
  );
  return { perPeriodMinor, perYearMinor };
}

const UNIT_WORDS: Readonly<Record<BillingUnit, [string, string]>> = {
  WEEK: ['week', 'weeks'],
  MONTH: ['month', 'months'],
  YEAR: ['year', 'years'],
};

/** "every month", "every 3 months". */
export function billingPeriodText(plan: SubscriptionPlan): string {
  const { value, unit } = plan.billingPeriod;
  return value === 1 ? `every ${UNIT_WORDS[unit][0]}` : `every ${value} ${UNIT_WORDS[unit][1]}`;
}

/** "until cancelled", "for 4 payments", "once". */
export function billingCyclesText(plan: SubscriptionPlan): string {
  if (plan.numBillingCycles === 0) return 'until cancelled';
  return plan.numBillingCycles === 1 ? 'once' : `for ${plan.numBillingCycles} payments`;
}

/**
 * When the billing after `cyclesBilled` billings falls, counted from the start so that months of
 * different lengths never make the schedule drift: a subscription started on 31 January bills on
 * 28 (or 29) February, then 31 March. Null once a plan with a fixed number of billings is done.
 */
export function nextBillingAt(startedAt: Date, plan: SubscriptionPlan, cyclesBilled: number): Date | null {
  if (plan.numBillingCycles > 0 && cyclesBilled >= plan.numBillingCycles) return null;
  const { value, unit } = plan.billingPeriod;
  const steps = value * cyclesBilled;
  if (unit === 'WEEK') return new Date(startedAt.getTime() + steps * 7 * 24 * 60 * 60 * 1000);
  const months = unit === 'MONTH' ? steps : steps * 12;
  const year = startedAt.getUTCFullYear();
  const month = startedAt.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(startedAt.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      startedAt.getUTCHours(),
      startedAt.getUTCMinutes(),
      startedAt.getUTCSeconds(),
      startedAt.getUTCMilliseconds(),
    ),
  );
}

/** What a shopper reads when a product is offered the wrong way. */
export const SUBSCRIPTION_MESSAGES = {
  subscriptionOnly: 'This product is sold as a subscription. Please use its Subscribe button.',
  notSubscribable: 'This product cannot be bought as a subscription.',
} as const;
