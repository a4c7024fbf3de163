import type { JobDefinition, SubgraphDependencies } from '@atelier/platform';
import { createLogger } from '@atelier/platform';
import { Subscription } from '../entities/subscription.ts';
import type { PaymentProvider } from '@atelier/commerce/server';
import { mailPaidOrder } from '../services/orders/order-mail.ts';
import { renewSubscription } from '../services/subscriptions/subscription-renewal.ts';

const log = createLogger('subscriptions');
const BATCH = 50;

/** Subscriptions due are billed: each renewal is an order of its own, charged to the card kept for it. */
export function subscriptionJobs(deps: SubgraphDependencies, payments: PaymentProvider): JobDefinition[] {
  return [
    {
      name: 'subscriptions.renew',
      cron: '* * * * *',
      retention: 'a subscription bills when due; one that cannot (declined, out of stock) is left past due',
      run: async () => {
        const due = await deps.orm.em
          .fork()
          .find(
            Subscription,
            { status: 'ACTIVE', nextBillingAt: { $lte: new Date() } },
            { orderBy: { nextBillingAt: 'asc' }, limit: BATCH, fields: ['id'] },
          );
        const counts = { due: due.length, renewed: 0, pastDue: 0 };
        for (const { id } of due) {
          try {
            const outcome = await renewSubscription(
              {
                em: deps.orm.em,
                payments,
                secret: deps.secret,
                onPaid: (order) => mailPaidOrder(deps.orm.em.fork(), deps.mailer, deps.secret, order.id),
              },
              id,
            );
            if (outcome === 'renewed') counts.renewed++;
            else if (outcome === 'past-due') counts.pastDue++;
          } catch (error) {
            // One subscription's failure does not hold up the others; it is due again next run.
            log.error({ err: error, subscriptionId: id }, 'a subscription could not be renewed');
          }
        }
        return counts;
      },
    },
  ];
}
