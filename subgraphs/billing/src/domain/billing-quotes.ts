import {
  periodEndOf,
  prorate,
  taxOf,
  type BillingInterval,
  type InvoiceLine,
  type Plan,
  type SubscriptionStatus,
} from '@atelier/billing';

/** What a quote needs to know of a subscription. */
export interface QuotedSubscription {
  productType: string;
  type: 'WEBSITE' | 'RESOLD';
  status: SubscriptionStatus;
  planId: string | null;
  interval: BillingInterval;
  priceMinor: number;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  anchorDay: number;
}

export interface QuotedLine extends InvoiceLine {
  periodStart: Date | null;
  periodEnd: Date | null;
}

/** An invoice before it is charged: its lines, credit, tax, total, and where the period will stand. */
export interface Quote {
  lines: QuotedLine[];
  /** The lines' sum before account credit (negative when the change gives back more than it costs). */
  subtotal: number;
  /** Account credit taken off what is due. */
  creditApplied: number;
  tax: number;
  total: number;
  /** The account's credit after this invoice. */
  creditAfter: number;
  /** The unused part of the current plan, credited by this change. */
  credit: number;
  periodStart: Date;
  periodEnd: Date;
  /** The price each later period costs. */
  priceMinor: number;
}

export type PlanChangeRefusal =
  | 'PLAN_UNCHANGED'
  | 'PLAN_CHANGE_NOT_ALLOWED'
  | 'SUBSCRIPTION_EXPIRED'
  | 'SUBSCRIPTION_PAST_DUE'
  | 'SUBSCRIPTION_RESOLD';

export interface Billed {
  taxRatePpm: number;
  /** The account's carried credit now. */
  creditMinor: number;
}

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const span = (from: Date, to: Date) => `${DAY.format(from)} – ${DAY.format(to)}`;
const intervalWord = (interval: BillingInterval) => (interval === 'MONTHLY' ? 'monthly' : 'yearly');

/** Lines to an invoice: account credit comes off what is due, tax is on the rest. */
function invoiceOf(
  lines: QuotedLine[],
  billed: Billed,
  period: { start: Date; end: Date; price: number; credit: number },
): Quote {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const due = Math.max(subtotal, 0);
  const creditApplied = Math.min(billed.creditMinor, due);
  const tax = taxOf(due - creditApplied, billed.taxRatePpm);
  const withCredit = creditApplied
    ? [
        ...lines,
        {
          kind: 'CREDIT' as const,
          description: 'Account credit',
          amount: -creditApplied,
          periodStart: null,
          periodEnd: null,
        },
      ]
    : lines;
  return {
    lines: withCredit,
    subtotal,
    creditApplied,
    tax,
    total: due - creditApplied + tax,
    creditAfter: billed.creditMinor - creditApplied + Math.max(-subtotal, 0),
    credit: period.credit,
    periodStart: period.start,
    periodEnd: period.end,
    priceMinor: period.price,
  };
}

/** Why a subscription in this state cannot change plan; null when it can. */
export function planChangeRefusal(
  subscription: QuotedSubscription,
  plan: Plan,
  interval: BillingInterval,
): PlanChangeRefusal | null {
  if (subscription.productType !== 'website') return 'PLAN_CHANGE_NOT_ALLOWED';
  if (subscription.type === 'RESOLD' && subscription.status !== 'resold grace period') return 'SUBSCRIPTION_RESOLD';
  switch (subscription.status) {
    case 'expired':
      return 'SUBSCRIPTION_EXPIRED';
    case 'pastdue':
      return 'SUBSCRIPTION_PAST_DUE';
    case 'internal':
    case 'comped':
    case 'resold':
      return 'PLAN_CHANGE_NOT_ALLOWED';
    case 'paid':
      return subscription.planId === plan.id && subscription.interval === interval ? 'PLAN_UNCHANGED' : null;
    default:
      return null;
  }
}

/**
 * What changing to a plan costs at `at`. From a trial (or an app-store grace period) the owner starts
 * paying: the new plan's whole price for a period from now. From a paid plan the change is prorated
 * (packages/billing prorate): the unused time is credited and the new plan's time charged.
 */
export function quotePlanChange(
  subscription: QuotedSubscription,
  plan: Plan,
  interval: BillingInterval,
  at: Date,
  billed: Billed,
): { ok: true; quote: Quote } | { ok: false; refusal: PlanChangeRefusal } {
  const refusal = planChangeRefusal(subscription, plan, interval);
  if (refusal) return { ok: false, refusal };
  const price = plan.prices[interval];
  const name = `${plan.planDisplayName} (${intervalWord(interval)})`;
  if (subscription.status !== 'paid') {
    const end = periodEndOf(at, interval);
    const lines: QuotedLine[] = [
      { kind: 'CHARGE', description: `${name}, ${span(at, end)}`, amount: price, periodStart: at, periodEnd: end },
    ];
    return { ok: true, quote: invoiceOf(lines, billed, { start: at, end, price, credit: 0 }) };
  }
  const proration = prorate(
    {
      price: subscription.priceMinor,
      interval: subscription.interval,
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
    },
    { price, interval },
    at,
    0,
  );
  const lines: QuotedLine[] = [
    {
      kind: 'CREDIT',
      description: `Unused time on your current plan, ${span(at, subscription.currentPeriodEnd)}`,
      amount: -proration.credit,
      periodStart: at,
      periodEnd: subscription.currentPeriodEnd,
    },
    {
      kind: 'CHARGE',
      description: `${name}, ${span(at, proration.periodEnd)}`,
      amount: proration.charge,
      periodStart: at,
      periodEnd: proration.periodEnd,
    },
  ];
  return {
    ok: true,
    quote: invoiceOf(lines, billed, {
      start: proration.periodStart,
      end: proration.periodEnd,
      price,
      credit: proration.credit,
    }),
  };
}

/** The renewal of a period that ends: the same price for the next period, less account credit, with tax. */
export function quoteRenewal(subscription: QuotedSubscription, planName: string, billed: Billed): Quote {
  const start = subscription.currentPeriodEnd;
  const end = periodEndOf(start, subscription.interval, subscription.anchorDay);
  const lines: QuotedLine[] = [
    {
      kind: 'CHARGE',
      description: `${planName} (${intervalWord(subscription.interval)}), ${span(start, end)}`,
      amount: subscription.priceMinor,
      periodStart: start,
      periodEnd: end,
    },
  ];
  return invoiceOf(lines, billed, { start, end, price: subscription.priceMinor, credit: 0 });
}

/** Paying an expired subscription: a new period of its plan from now. */
export function quoteReactivation(subscription: QuotedSubscription, planName: string, at: Date, billed: Billed): Quote {
  const end = periodEndOf(at, subscription.interval);
  const lines: QuotedLine[] = [
    {
      kind: 'CHARGE',
      description: `${planName} (${intervalWord(subscription.interval)}), ${span(at, end)}`,
      amount: subscription.priceMinor,
      periodStart: at,
      periodEnd: end,
    },
  ];
  return invoiceOf(lines, billed, { start: at, end, price: subscription.priceMinor, credit: 0 });
}
