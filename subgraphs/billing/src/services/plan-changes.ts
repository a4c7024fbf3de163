import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { moveSubscription, planById, taxRatePpmOf, type BillingInterval, type Plan } from '@atelier/billing';
import type { PaymentProvider } from '@atelier/commerce/server';
import { announceSiteChange, appendWebhookEvent, newId, ok, type Outcome } from '@atelier/platform';
import { BillingSubscription } from '../entities/billing-subscription.ts';
import { SiteBilling } from '../entities/site-billing.ts';
import { Invoice } from '../entities/invoice.ts';
import { quotePlanChange, type Quote } from '../domain/billing-quotes.ts';
import { refuse } from '../errors.ts';
import type { BillingErrorCode } from '../generated/resolvers-types.ts';
import { cardMissingFor, chargeInvoice, invoiceFor } from './billing-charges.ts';
import { overPlanProblems, type SiteUsagePort } from './plan-limits.ts';

/** How long a started change keeps its price: after it, the owner previews again. */
export const PLAN_CHANGE_QUOTE_MINUTES = 30;

export interface PlanChangeQuote {
  plan: Plan;
  interval: BillingInterval;
  quote: Quote;
  at: Date;
}

type Found = { subscription: BillingSubscription; site: SiteBilling };

async function findOwn(
  em: EntityManager,
  websiteId: string,
  subscriptionId: string,
  lock = false,
): Promise<Outcome<Found, BillingErrorCode>> {
  const subscription = await em.findOne(
    BillingSubscription,
    { id: subscriptionId, websiteId },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
  );
  if (!subscription) return refuse('SUBSCRIPTION_NOT_FOUND', ['subscriptionId']);
  const site = await em.findOneOrFail(SiteBilling, { websiteId }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  return ok({ subscription, site });
}

/** The price of a plan change at `at` (prorated, with the site's tax and credit), or why it cannot be made. */
function quoteAt(
  found: Found,
  planId: string,
  interval: BillingInterval | null | undefined,
  at: Date,
): Outcome<PlanChangeQuote, BillingErrorCode> {
  const plan = planById(planId);
  if (!plan) return refuse('PLAN_NOT_FOUND', ['planId']);
  const chosen = interval ?? found.subscription.interval;
  const result = quotePlanChange(found.subscription, plan, chosen, at, {
    taxRatePpm: taxRatePpmOf(found.site),
    creditMinor: found.site.creditMinor,
  });
  if (!result.ok) return refuse(result.refusal, ['planId']);
  return ok({ plan, interval: chosen, quote: result.quote, at });
}

/** SPEC section 7's preview: what the change would cost now. Nothing is stored. */
export async function previewPlanChange(
  em: EntityManager,
  websiteId: string,
  subscriptionId: string,
  planId: string,
  interval: BillingInterval | null | undefined,
  usage: SiteUsagePort,
  now = new Date(),
): Promise<Outcome<PlanChangeQuote, BillingErrorCode>> {
  const found = await findOwn(em, websiteId, subscriptionId);
  if (!found.ok) return found;
  const quoted = quoteAt(found.value, planId, interval, now);
  if (!quoted.ok) return quoted;
  const problems = await overPlanProblems(usage, websiteId, quoted.value.plan);
  return problems.length ? refuse('OVER_PLAN_LIMIT', ['planId'], { problems }) : quoted;
}

/** Starts a change: its preview is kept on the subscription, to be confirmed at that price or cancelled. */
export async function startPlanChange(
  em: EntityManager,
  websiteId: string,
  subscriptionId: string,
  planId: string,
  interval: BillingInterval | null | undefined,
  usage: SiteUsagePort,
  now = new Date(),
): Promise<Outcome<{ subscription: BillingSubscription; quote: PlanChangeQuote }, BillingErrorCode>> {
  const previewed = await previewPlanChange(em, websiteId, subscriptionId, planId, interval, usage, now);
  if (!previewed.ok) return previewed;
  const subscription = await em.findOneOrFail(BillingSubscription, { id: subscriptionId });
  subscription.pendingChange = {
    id: newId('pchg'),
    planId,
    interval: previewed.value.interval,
    total: previewed.value.quote.total,
    quotedAt: now.toISOString(),
  };
  await em.flush();
  return ok({ subscription, quote: previewed.value });
}

/** Cancels a started change; the subscription stays as it was. */
export async function cancelPlanChange(
  em: EntityManager,
  websiteId: string,
  subscriptionId: string,
): Promise<Outcome<BillingSubscription, BillingErrorCode>> {
  const found = await findOwn(em, websiteId, subscriptionId);
  if (!found.ok) return found;
  const { subscription } = found.value;
  if (!subscription.pendingChange || subscription.pendingChange.confirmedInvoiceId)
    return refuse('NO_PLAN_CHANGE', ['subscriptionId']);
  subscription.pendingChange = null;
  await em.flush();
  return ok(subscription);
}

/**
 * Confirms the started change at the price it was previewed at: the quote is made again for the
 * moment of the preview, and a total that differs (a plan's price, the tax, the credit or the
 * subscription changed meanwhile) is refused. Both rows are locked, so two confirms at once run one
 * after the other: the second finds the change confirmed and answers its invoice, charging nothing.
 */
export async function confirmPlanChange(
  em: EntityManager,
  payments: PaymentProvider,
  websiteId: string,
  subscriptionId: string,
  planId: string,
  usage: SiteUsagePort,
  now = new Date(),
): Promise<Outcome<{ subscription: BillingSubscription; invoice: Invoice }, BillingErrorCode>> {
  const confirmed = await em.transactional(async (tx) => {
    const found = await findOwn(tx, websiteId, subscriptionId, true);
    if (!found.ok) return found;
    const { subscription, site } = found.value;
    const previousPlanId = subscription.planId;
    const pending = subscription.pendingChange;
    if (!pending || pending.planId !== planId) return refuse('NO_PLAN_CHANGE', ['planId']);
    if (pending.confirmedInvoiceId) {
      const invoice = await tx.findOneOrFail(Invoice, { id: pending.confirmedInvoiceId });
      return ok({ subscription, invoice });
    }
    const quotedAt = new Date(pending.quotedAt);
    if (now.getTime() - quotedAt.getTime() > PLAN_CHANGE_QUOTE_MINUTES * 60_000)
      return refuse('PRICE_CHANGED', ['planId']);
    const quoted = quoteAt(found.value, planId, pending.interval, quotedAt);
    if (!quoted.ok) return quoted;
    if (quoted.value.quote.total !== pending.total) return refuse('PRICE_CHANGED', ['planId']);
    const problems = await overPlanProblems(usage, websiteId, quoted.value.plan);
    if (problems.length) return refuse('OVER_PLAN_LIMIT', ['planId'], { problems });
    const { quote } = quoted.value;
    if (cardMissingFor(site, quote.total)) return refuse('PAYMENT_METHOD_REQUIRED', ['subscriptionId']);
    const invoice = await invoiceFor(
      tx,
      site,
      subscription,
      quote,
      taxRatePpmOf(site),
      'PLAN_CHANGE',
      `plan-change:${pending.id}`,
    );
    const charged = await chargeInvoice(tx, payments, site, invoice, now);
    if (charged.status === 'NO_CARD') return refuse('PAYMENT_METHOD_REQUIRED', ['subscriptionId']);
    if (charged.status !== 'PAID') {
      await tx.flush();
      return refuse(charged.status === 'DECLINED' ? 'PAYMENT_DECLINED' : 'PAYMENT_FAILED', ['subscriptionId']);
    }
    const moved = moveSubscription(subscription.status, 'CHARGE_SUCCEEDED');
    if (!moved.ok) return refuse('PLAN_CHANGE_NOT_ALLOWED', ['subscriptionId']);
    Object.assign(subscription, {
      status: moved.to,
      planId,
      interval: pending.interval,
      priceMinor: quote.priceMinor,
      currentPeriodStart: quote.periodStart,
      currentPeriodEnd: quote.periodEnd,
      // A kept period keeps its day of the month; a new one (from a trial, a new interval) is anchored on its first day.
      anchorDay:
        quote.periodStart.getTime() === subscription.currentPeriodStart.getTime()
          ? subscription.anchorDay
          : quote.periodStart.getUTCDate(),
      trialEndsAt: null,
      autoRenew: true,
      lastInvoiceTotal: invoice.totalMinor,
      pendingChange: { ...pending, confirmedInvoiceId: invoice.id },
    });
    site.creditMinor = quote.creditAfter;
    site.billingStatus = 'SUBSCRIBED';
    site.websiteType = quoted.value.plan.websiteType;
    await tx.flush();
    await appendWebhookEvent(tx, websiteId, 'site.plan_changed', {
      previousPlanId,
      planId,
      interval: pending.interval,
      invoiceId: invoice.id,
      totalMinor: invoice.totalMinor,
    });
    return ok({ subscription, invoice });
  });
  // A site that had ended is served again once the new plan has committed, by every process.
  if (confirmed.ok) await announceSiteChange(em, { kind: 'plan', websiteId });
  return confirmed;
}
