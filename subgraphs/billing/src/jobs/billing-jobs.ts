import type { JobDefinition, SubgraphDependencies } from '@atelier/platform';
import type { PaymentProvider } from '@atelier/commerce/server';
import { runBillingClock } from '../services/renewals.ts';

/**
 * billing.clock: every five minutes, trials and unrenewed periods that ended expire, periods that
 * ended renew, and past-due renewals are tried again on the dunning schedule (packages/billing
 * dunning.ts). A run that fails is retried; a subscription is never charged twice for one period.
 */
export function billingJobs({ orm }: SubgraphDependencies, payments: PaymentProvider): JobDefinition[] {
  return [
    {
      name: 'billing.clock',
      cron: '*/5 * * * *',
      retention: 'nothing removed: invoices are the record of every charge',
      retryLimit: 3,
      retryDelaySeconds: 60,
      run: async () => ({ ...(await runBillingClock(() => orm.em.fork(), payments)) }),
    },
  ];
}
