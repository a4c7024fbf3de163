import type { JobDefinition, SubgraphDependencies } from '@atelier/platform';
import type { PaymentProvider } from '@atelier/commerce/server';
import { runBillingClock } from '../services/renewals.ts';
import { mailDueOwnerNotices } from '../services/owner-notices.ts';
import { gatewayOwnerContact } from '../ports/owner-contact-port.ts';

/**
 * billing.clock: every five minutes, trials and unrenewed periods that ended expire, periods that
 * ended renew, and past-due renewals are tried again on the dunning schedule (packages/billing
 * dunning.ts); then the owners are mailed what the run (or an earlier one whose mail failed) owes
 * them. A run that fails is retried; a subscription is never charged twice for one period, nor an
 * owner mailed twice for one event.
 */
export function billingJobs(
  { orm, mailer, gatewayUrl, secret, publicUrl }: SubgraphDependencies,
  payments: PaymentProvider,
): JobDefinition[] {
  const delivery = { mailer, contacts: gatewayOwnerContact(gatewayUrl, secret), publicUrl };
  return [
    {
      name: 'billing.clock',
      cron: '*/5 * * * *',
      retention: 'nothing removed: invoices are the record of every charge',
      retryLimit: 3,
      retryDelaySeconds: 60,
      run: async () => {
        const run = await runBillingClock(() => orm.em.fork(), payments);
        return { ...run, mailed: await mailDueOwnerNotices(() => orm.em.fork(), delivery) };
      },
    },
  ];
}
