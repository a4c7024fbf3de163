import type { EntityManager } from '@mikro-orm/postgresql';
import { moveSubscription } from '@atelier/billing';
import { cardDigits } from '@atelier/commerce';
import type { PaymentProvider } from '@atelier/commerce/server';
import { ok, type Outcome } from '@atelier/platform';
import { BillingSubscription } from '../entities/billing-subscription.ts';
import type { SiteBilling } from '../entities/site-billing.ts';
import { refuse } from '../errors.ts';
import type { BillingErrorCode } from '../generated/resolvers-types.ts';
import { ensureSiteBilling } from './site-billing.ts';
import type { BillingSettings } from './billing-settings.ts';

const COUNTRY = /^[A-Za-z]{2}$/;
const REGION = /^[A-Za-z0-9]{1,3}$/;

/** Keeps a card for the site's plans: the provider keeps it; we keep its reference and last four digits. */
export async function saveCard(
  em: EntityManager,
  payments: PaymentProvider,
  websiteId: string,
  settings: BillingSettings,
  cardNumber: string,
): Promise<Outcome<SiteBilling, BillingErrorCode>> {
  const digits = cardDigits(cardNumber);
  if (!digits) return refuse('CARD_INVALID', ['cardNumber']);
  const { site } = await ensureSiteBilling(em, websiteId, settings);
  site.customerReference ??= (
    await payments.createCustomer({ idempotencyKey: `site:${websiteId}`, email: '', name: websiteId })
  ).reference;
  const reference = await payments.saveMethod(digits, site.customerReference);
  if (!reference) return refuse('CARD_INVALID', ['cardNumber']);
  site.paymentMethodReference = reference;
  site.paymentMethodLabel = `Card ending ${digits.slice(-4)}`;
  await em.flush();
  return ok(site);
}

/** The billing address, which decides the tax on the site's plans from the next invoice on. */
export async function setBillingAddress(
  em: EntityManager,
  websiteId: string,
  settings: BillingSettings,
  input: { country: string; region?: string | null },
): Promise<Outcome<SiteBilling, BillingErrorCode>> {
  if (!COUNTRY.test(input.country))
    return refuse('INPUT_INVALID', ['input', 'country'], {
      message: 'The country must be a two-letter code (US, GB).',
    });
  if (input.region && !REGION.test(input.region))
    return refuse('INPUT_INVALID', ['input', 'region'], {
      message: 'The region must be a state or province code (NY).',
    });
  const { site } = await ensureSiteBilling(em, websiteId, settings);
  site.country = input.country.toUpperCase();
  site.region = input.region ? input.region.toUpperCase() : null;
  await em.flush();
  return ok(site);
}

/** What the site's billing record says when an app-store subscription could not move to its grace period. */
export const GRACE_PERIOD_FAILED =
  'Your in-app subscription could not be moved to its grace period. Please try again, or subscribe here.';

/**
 * SPEC section 7's /api/1/iap/startGracePeriod: the site's app-store subscription moves to its grace
 * period. A site with none is refused, and the failure is kept as the in-app-purchase error that the
 * billing panel shows until dismissed (section 4).
 */
export async function startGracePeriod(
  em: EntityManager,
  websiteId: string,
  settings: BillingSettings,
): Promise<Outcome<SiteBilling, BillingErrorCode>> {
  const { site } = await ensureSiteBilling(em, websiteId, settings);
  const resold = await em.findOne(BillingSubscription, { websiteId, type: 'RESOLD', productType: 'website' });
  const moved = resold ? moveSubscription(resold.status, 'GRACE_PERIOD_STARTED') : null;
  if (!resold || !moved?.ok) {
    site.inAppPurchaseError = GRACE_PERIOD_FAILED;
    await em.flush();
    return refuse('NOT_RESOLD', null);
  }
  resold.status = moved.to;
  site.billingStatus = 'RESOLD_GRACE_PERIOD';
  site.inAppPurchaseError = null;
  await em.flush();
  return ok(site);
}

export async function dismissInAppPurchaseError(
  em: EntityManager,
  websiteId: string,
  settings: BillingSettings,
): Promise<SiteBilling> {
  const { site } = await ensureSiteBilling(em, websiteId, settings);
  site.inAppPurchaseError = null;
  await em.flush();
  return site;
}
