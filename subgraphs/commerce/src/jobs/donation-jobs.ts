import type { JobDefinition, SubgraphDependencies } from '@atelier/platform';
import type { PaymentProvider } from '@atelier/commerce/server';
import { CHECKOUT_PAYMENT_MINUTES, RECONCILE_AFTER_SECONDS } from '../domain/checkout/checkout-policy.ts';
import { Donation } from '../entities/donation.ts';
import { mailReceipt, settleDonation } from '../services/donations/donate.ts';

const BATCH = 100;
/** Why a donation whose payment never answered is given up: nothing was charged. */
export const EXPIRED_DONATION_MESSAGE = 'The payment was not confirmed in time, so nothing was charged.';
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

/**
 * Donations left waiting (the provider's answer was lost): the provider is asked again by the
 * donation's id, as orders' payments are; one it never answers is failed after
 * CHECKOUT_PAYMENT_MINUTES. A donation paid here gets its receipt.
 */
export function donationJobs(deps: SubgraphDependencies, payments: PaymentProvider): JobDefinition[] {
  return [
    {
      name: 'donations.reconcile-payments',
      cron: '* * * * *',
      retention: `donations whose payment is not confirmed within ${CHECKOUT_PAYMENT_MINUTES} minutes are failed`,
      run: async () => {
        const waiting = await deps.orm.em
          .fork()
          .find(
            Donation,
            { status: 'PENDING', createdAt: { $lt: secondsAgo(RECONCILE_AFTER_SECONDS) } },
            { orderBy: { createdAt: 'asc' }, limit: BATCH },
          );
        let paid = 0;
        let failed = 0;
        for (const donation of waiting) {
          const outcome = await payments.lookup(donation.id);
          const expired = donation.createdAt < secondsAgo(CHECKOUT_PAYMENT_MINUTES * 60);
          if (!outcome && !expired) continue;
          const settled = await settleDonation(
            deps.orm.em.fork(),
            donation.id,
            outcome ?? { status: 'failed', message: EXPIRED_DONATION_MESSAGE },
          );
          if (settled.status === 'PAID') {
            paid++;
            await mailReceipt({ mailer: deps.mailer, secret: deps.secret }, settled);
          } else if (settled.status !== 'PENDING') failed++;
        }
        return { waiting: waiting.length, paid, failed };
      },
    },
  ];
}
