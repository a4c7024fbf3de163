import type { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_SITES } from '@atelier/demo-site';
import { periodEndOf, planById } from '@atelier/billing';
import { newId } from '@atelier/platform';
import { SiteBilling } from './entities/site-billing.ts';
import { BillingSubscription } from './entities/billing-subscription.ts';

/** The demo plan: every feature, so the demo shows all the product does. */
const DEMO_PLAN = planById('commerce-advanced')!;

/**
 * Each demo site is paid on Commerce Advanced, monthly, with the test provider's approving card kept,
 * unless it has billing already.
 */
export async function seedBillingDemo(orm: MikroORM): Promise<void> {
  const em = orm.em.fork();
  const now = new Date();
  for (const { website } of DEMO_SITES) {
    if (await em.findOne(SiteBilling, { websiteId: website.id })) continue;
    em.create(SiteBilling, {
      websiteId: website.id,
      billingStatus: 'SUBSCRIBED',
      websiteType: DEMO_PLAN.websiteType,
      paymentMethodReference: 'pm_test_approve_4242',
      paymentMethodLabel: 'Card ending 4242',
    });
    em.create(BillingSubscription, {
      id: newId('bsub'),
      websiteId: website.id,
      productType: 'website',
      planId: DEMO_PLAN.id,
      status: 'paid',
      interval: 'MONTHLY',
      priceMinor: DEMO_PLAN.prices.MONTHLY,
      currentPeriodStart: now,
      currentPeriodEnd: periodEndOf(now, 'MONTHLY'),
      anchorDay: now.getUTCDate(),
    });
  }
  await em.flush();
}
