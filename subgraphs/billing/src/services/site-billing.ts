import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, TRIAL_PLAN_ID, type Entitlement, type AddOnType } from '@atelier/billing';
import { newId } from '@atelier/platform';
import { SiteBilling } from '../entities/site-billing.ts';
import { BillingSubscription } from '../entities/billing-subscription.ts';
import type { BillingSettings } from './billing-settings.ts';

/** A site's billing record and its subscriptions, website first. */
export interface SiteBillingState {
  site: SiteBilling;
  subscriptions: BillingSubscription[];
  website: BillingSubscription;
}

/**
 * The site's billing, made on first need: a site the billing subgraph has not seen starts its trial
 * (TRIAL_PLAN_ID, `trialDays` from now). Made with inserts that do nothing when the rows exist, so
 * two first requests at once make one trial.
 */
export async function ensureSiteBilling(
  em: EntityManager,
  websiteId: string,
  settings: BillingSettings,
  now = new Date(),
): Promise<SiteBillingState> {
  const known = await readSiteBilling(em, websiteId);
  if (known) return known;
  const trialEnds = addDays(now, settings.trialDays);
  await em.execute(`insert into billing.site_billing (website_id) values (?) on conflict do nothing`, [websiteId]);
  await em.execute(
    `insert into billing.subscription (id, website_id, product_type, plan_id, status, interval, price_minor,
       current_period_start, current_period_end, anchor_day, trial_ends_at)
     values (?, ?, 'website', ?, 'trial', 'MONTHLY', 0, ?, ?, ?, ?)
     on conflict (website_id) where product_type = 'website' do nothing`,
    [newId('bsub'), websiteId, TRIAL_PLAN_ID, now, trialEnds, trialEnds.getUTCDate(), trialEnds],
  );
  return (await readSiteBilling(em, websiteId))!;
}

/** The site's billing as stored; null before its first need. */
export async function readSiteBilling(em: EntityManager, websiteId: string): Promise<SiteBillingState | null> {
  const [site, subscriptions] = await Promise.all([
    em.findOne(SiteBilling, { websiteId }),
    em.find(BillingSubscription, { websiteId }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
  ]);
  const website = subscriptions.find((subscription) => subscription.productType === 'website');
  if (!site || !website) return null;
  return { site, website, subscriptions: [website, ...subscriptions.filter((s) => s !== website)] };
}

/** Add-ons count while their subscription is not expired. */
export function entitlementOf(state: SiteBillingState): Entitlement {
  const addOns = state.subscriptions
    .filter((s) => s.productType !== 'website' && s.status !== 'expired')
    .map((s) => s.productType as AddOnType);
  return { status: siteStatusFor(state.website), planId: state.website.planId ?? TRIAL_PLAN_ID, addOns };
}

function siteStatusFor(website: BillingSubscription): Entitlement['status'] {
  if (website.status === 'resold' || website.status === 'comped') return 'paid';
  return website.status;
}

/** Whether visitors are served the site: a site billing has not seen is (its trial starts on its owner's first visit). */
export async function siteServesVisitors(em: EntityManager, websiteId: string): Promise<boolean> {
  const rows: { status: string }[] = await em.execute(
    `select status from billing.subscription where website_id = ? and product_type = 'website'`,
    [websiteId],
  );
  return rows[0]?.status !== 'expired';
}
