import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { moveSubscription, planById, taxRatePpmOf } from '@atelier/billing';
import type { PaymentProvider } from '@atelier/commerce/server';
import { announceSiteChange, ok, type Outcome } from '@atelier/platform';
import { BillingSubscription } from '../entities/billing-subscription.ts';
import { SiteBilling } from '../entities/site-billing.ts';
import { Invoice } from '../entities/invoice.ts';
import { quoteReactivation, quoteRenewal } from '../domain/billing-quotes.ts';
import { refuse } from '../errors.ts';
import type { BillingErrorCode } from '../generated/resolvers-types.ts';
import { cardMissingFor, chargeInvoice, invoiceFor } from './billing-charges.ts';
import { ensureSiteBilling } from './site-billing.ts';
import type { BillingSettings } from './billing-settings.ts';

export type SubscriptionTypeFilter = 'WEBSITE' | 'RESOLD' | null | undefined;

/** The site's subscriptions (its website subscription first), of one type when asked. */
export async function subscriptionsOf(
  em: EntityManager,
  websiteId: string,
  settings: BillingSettings,
  type: SubscriptionTypeFilter,
): Promise<BillingSubscription[]> {
  const { subscriptions } = await ensureSiteBilling(em, websiteId, settings);
  return type ? subscriptions.filter((subscription) => subscription.type === type) : subscriptions;
}

export async function subscriptionOf(
  em: EntityManager,
  websiteId: string,
  settings: BillingSettings,
  id: string,
): Promise<BillingSubscription | null> {
  await ensureSiteBilling(em, websiteId, settings);
  return em.findOne(BillingSubscription, { id, websiteId });
}

/** A plan's or add-on's name as invoices print it. */
export function nameOf(subscription: Pick<BillingSubscription, 'planId' | 'productType'>): string {
  const plan = subscription.planId ? planById(subscription.planId) : undefined;
  if (plan) return plan.planDisplayName;
  const words = subscription.productType.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Turns auto-renew on or off. Off, the subscription ends with its period (a trial, with the trial);
 * on again before then, it renews. An app-store subscription renews in its store.
 */
export async function setAutoRenew(
  em: EntityManager,
  websiteId: string,
  id: string,
  enabled: boolean,
): Promise<Outcome<BillingSubscription, BillingErrorCode>> {
  const subscription = await em.findOne(BillingSubscription, { id, websiteId });
  if (!subscription) return refuse('SUBSCRIPTION_NOT_FOUND', ['id']);
  if (subscription.type === 'RESOLD') return refuse('SUBSCRIPTION_RESOLD', ['id']);
  if (subscription.status === 'expired') return refuse('SUBSCRIPTION_EXPIRED', ['id']);
  subscription.autoRenew = enabled;
  await em.flush();
  return ok(subscription);
}

/** SPEC section 7's DELETE: the subscription ends with its period; nothing is refunded. */
export async function cancelSubscription(
  em: EntityManager,
  websiteId: string,
  id: string,
): Promise<Outcome<BillingSubscription, BillingErrorCode>> {
  const cancelled = await setAutoRenew(em, websiteId, id, false);
  if (!cancelled.ok) return cancelled;
  cancelled.value.pendingChange = null;
  await em.flush();
  return cancelled;
}

/**
 * Pays what is due now: a past-due renewal (its open invoice, tried again with the kept card), or a
 * new period of an expired subscription. Paid, the site is back as it was: nothing was removed.
 */
export async function payNow(
  em: EntityManager,
  payments: PaymentProvider,
  websiteId: string,
  id: string,
  now = new Date(),
): Promise<Outcome<{ subscription: BillingSubscription; invoice: Invoice }, BillingErrorCode>> {
  const paid = await em.transactional(async (tx) => {
    const subscription = await tx.findOne(
      BillingSubscription,
      { id, websiteId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!subscription) return refuse('SUBSCRIPTION_NOT_FOUND', ['id']);
    if (subscription.type === 'RESOLD' && subscription.status === 'resold')
      return refuse('SUBSCRIPTION_RESOLD', ['id']);
    if (subscription.status !== 'pastdue' && subscription.status !== 'expired') return refuse('NOTHING_TO_PAY', ['id']);
    if (subscription.status === 'expired' && subscription.priceMinor === 0) return refuse('NOTHING_TO_PAY', ['id']);
    const site = await tx.findOneOrFail(SiteBilling, { websiteId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const billed = { taxRatePpm: taxRatePpmOf(site), creditMinor: site.creditMinor };
    const quote =
      subscription.status === 'pastdue'
        ? quoteRenewal(subscription, nameOf(subscription), billed)
        : quoteReactivation(subscription, nameOf(subscription), now, billed);
    if (cardMissingFor(site, quote.total)) return refuse('PAYMENT_METHOD_REQUIRED', ['id']);
    const key =
      subscription.status === 'pastdue'
        ? renewalKey(subscription)
        : `reactivate:${subscription.id}:${subscription.endedAt?.toISOString() ?? ''}`;
    const invoice = await invoiceFor(
      tx,
      site,
      subscription,
      quote,
      billed.taxRatePpm,
      subscription.status === 'pastdue' ? 'RENEWAL' : 'PAYMENT',
      key,
    );
    const charged = await chargeInvoice(tx, payments, site, invoice, now);
    if (charged.status === 'NO_CARD') return refuse('PAYMENT_METHOD_REQUIRED', ['id']);
    if (charged.status !== 'PAID') {
      await tx.flush();
      return refuse(charged.status === 'DECLINED' ? 'PAYMENT_DECLINED' : 'PAYMENT_FAILED', ['id']);
    }
    settlePaidPeriod(subscription, invoice, quote.periodStart, quote.periodEnd);
    site.creditMinor = quote.creditAfter;
    if (site.billingStatus !== 'SUBSCRIBED') site.billingStatus = 'SUBSCRIBED';
    await tx.flush();
    return ok({ subscription, invoice });
  });
  // An expired site is served again once its payment has committed, by every process.
  if (paid.ok && paid.value.subscription.productType === 'website')
    await announceSiteChange(em, { kind: 'plan', websiteId });
  return paid;
}

/** A renewal's invoice key: one per period, however often the renewal is tried. */
export const renewalKey = (subscription: BillingSubscription) =>
  `renewal:${subscription.id}:${subscription.currentPeriodEnd.toISOString()}`;

/** A paid invoice moves the subscription to paid for its period (the transition table says from where). */
export function settlePaidPeriod(subscription: BillingSubscription, invoice: Invoice, start: Date, end: Date): void {
  const moved = moveSubscription(subscription.status, 'CHARGE_SUCCEEDED');
  if (!moved.ok) throw new Error(`a paid invoice for a subscription that is ${subscription.status}`);
  Object.assign(subscription, {
    status: moved.to,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    pastDueSince: null,
    failedCharges: 0,
    nextRetryAt: null,
    endedAt: null,
    lastInvoiceTotal: invoice.totalMinor,
  });
}

/** The site's invoices, newest first. */
export function invoicesOf(em: EntityManager, websiteId: string): Promise<Invoice[]> {
  return em.find(Invoice, { websiteId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 100 });
}

export function invoiceOf(em: EntityManager, websiteId: string, id: string): Promise<Invoice | null> {
  return em.findOne(Invoice, { id, websiteId });
}
