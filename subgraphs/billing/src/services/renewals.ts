import type { EntityManager } from '@mikro-orm/postgresql';
import { moveSubscription, nextDunningStep, taxRatePpmOf } from '@atelier/billing';
import type { PaymentProvider } from '@atelier/commerce/server';
import { announceSiteChange, createLogger } from '@atelier/platform';
import { BillingSubscription } from '../entities/billing-subscription.ts';
import { SiteBilling } from '../entities/site-billing.ts';
import { quoteRenewal } from '../domain/billing-quotes.ts';
import { chargeInvoice, invoiceFor } from './billing-charges.ts';
import { nameOf, renewalKey, settlePaidPeriod } from './subscriptions.ts';
import { recordOwnerNotice } from './owner-notices.ts';
import type { ExpiryReason } from '../domain/owner-notices.ts';

const log = createLogger('billing');

export interface RenewalRun {
  renewed: number;
  pastDue: number;
  expired: number;
}

/** At most this many subscriptions a run: a backlog is worked through run after run. */
const BATCH = 200;

/**
 * The billing clock, run by a job: trials that ended and periods that ended without auto-renew
 * expire; periods that ended renew with the kept card; past-due renewals are tried again on the
 * dunning schedule, and expire after the last. Each subscription is worked in its own transaction,
 * locked and skipped by a run that finds it locked, so two runs at once never charge twice.
 */
export async function runBillingClock(
  newEm: () => EntityManager,
  payments: PaymentProvider,
  now = new Date(),
): Promise<RenewalRun> {
  const run: RenewalRun = { renewed: 0, pastDue: 0, expired: 0 };
  const due: { id: string }[] = await newEm().execute(
    `select id from billing.subscription
      where (status in ('trial', 'paid') and current_period_end <= ?)
         or (status = 'trial' and trial_ends_at <= ?)
         or (status = 'pastdue' and next_retry_at <= ?)
      order by current_period_end limit ?`,
    [now, now, now, BATCH],
  );
  for (const { id } of due) {
    const advanced = await newEm().transactional(async (em) => {
      const [locked]: { id: string }[] = await em.execute(
        `select id from billing.subscription where id = ? for update skip locked`,
        [id],
      );
      if (!locked) return null;
      const subscription = await em.findOneOrFail(BillingSubscription, { id });
      return { outcome: await advance(em, payments, subscription, now), subscription };
    });
    if (!advanced?.outcome) continue;
    run[advanced.outcome] += 1;
    // Once a site's end has committed, no process may serve it from what it kept.
    if (advanced.outcome === 'expired' && advanced.subscription.productType === 'website')
      await announceSiteChange(newEm(), { kind: 'plan', websiteId: advanced.subscription.websiteId });
  }
  return run;
}

async function advance(
  em: EntityManager,
  payments: PaymentProvider,
  subscription: BillingSubscription,
  now: Date,
): Promise<keyof RenewalRun | null> {
  const trialOver =
    subscription.status === 'trial' && (subscription.trialEndsAt ?? subscription.currentPeriodEnd) <= now;
  if (trialOver) return expire(em, subscription, 'TRIAL_ENDED', now);
  if (subscription.status === 'paid' && subscription.currentPeriodEnd <= now && !subscription.autoRenew)
    return expire(em, subscription, 'PERIOD_ENDED_WITHOUT_RENEWAL', now);
  const renewing =
    (subscription.status === 'paid' && subscription.currentPeriodEnd <= now) ||
    (subscription.status === 'pastdue' && subscription.nextRetryAt !== null && subscription.nextRetryAt <= now);
  if (!renewing) return null;
  const site = await em.findOneOrFail(SiteBilling, { websiteId: subscription.websiteId });
  const billed = { taxRatePpm: taxRatePpmOf(site), creditMinor: site.creditMinor };
  const quote = quoteRenewal(subscription, nameOf(subscription), billed);
  const invoice = await invoiceFor(
    em,
    site,
    subscription,
    quote,
    billed.taxRatePpm,
    'RENEWAL',
    renewalKey(subscription),
  );
  const charged = await chargeInvoice(em, payments, site, invoice, now);
  if (charged.status === 'PAID') {
    settlePaidPeriod(subscription, invoice, quote.periodStart, quote.periodEnd);
    site.creditMinor = quote.creditAfter;
    await em.flush();
    return 'renewed';
  }
  // Declined, failed, lost or no card: past due, and tried again on the dunning schedule.
  const failures = subscription.failedCharges + 1;
  const first = subscription.pastDueSince ?? now;
  const step = nextDunningStep(first, failures);
  if (step.action === 'EXPIRE') return expire(em, subscription, 'DUNNING_EXHAUSTED', now);
  const moved = moveSubscription(subscription.status, 'CHARGE_FAILED');
  if (!moved.ok) return null;
  Object.assign(subscription, { status: moved.to, pastDueSince: first, failedCharges: failures, nextRetryAt: step.at });
  await em.flush();
  await recordOwnerNotice(em, {
    websiteId: subscription.websiteId,
    subscriptionId: subscription.id,
    key: `${invoice.id}:failed:${failures}`,
    facts: {
      kind: 'PAYMENT_FAILED',
      planName: nameOf(subscription),
      amountMinor: invoice.totalMinor,
      currency: invoice.currency,
      failures,
      nextRetryAt: step.at.toISOString(),
    },
  });
  log.info({ subscriptionId: subscription.id, failures, nextRetryAt: step.at }, 'a renewal was not paid: past due');
  return 'pastDue';
}

async function expire(
  em: EntityManager,
  subscription: BillingSubscription,
  event: ExpiryReason,
  now: Date,
): Promise<keyof RenewalRun | null> {
  const moved = moveSubscription(subscription.status, event);
  if (!moved.ok) return null;
  const periodEnd = subscription.currentPeriodEnd;
  Object.assign(subscription, { status: moved.to, endedAt: now, nextRetryAt: null, pendingChange: null });
  await em.flush();
  // The site stops being served when its website subscription ends; an add-on's end takes nothing offline.
  if (subscription.productType === 'website')
    await recordOwnerNotice(em, {
      websiteId: subscription.websiteId,
      subscriptionId: subscription.id,
      key: `${subscription.id}:expired:${periodEnd.toISOString()}`,
      facts: { kind: 'SITE_EXPIRED', planName: nameOf(subscription), reason: event },
    });
  log.info({ subscriptionId: subscription.id, event }, 'a subscription expired');
  return 'expired';
}
