import type { JobDefinition, SubgraphDependencies } from '@atelier/platform';
import { gatewayCatalogFacts } from '../ports/catalog-facts-port.ts';
import { queueRestockedVariants } from '../services/auto-send.ts';
import { sendQueuedNotices } from '../services/send-notices.ts';
import { removeClosedRecords } from '../services/clean-up.ts';
import { CLOSED_SIGN_UPS_KEPT_DAYS } from '../domain/restock-policy.ts';

/**
 * restock.send mails queued notices: asked for by an owner's send (JobTrigger), and every minute
 * in case a request was lost; a run that could not mail some is retried with growing delays.
 * restock.auto-send queues the notices that returned stock pays for, then mails them.
 */
export function restockJobs({ orm, gatewayUrl, secret, mailer }: SubgraphDependencies): JobDefinition[] {
  const catalog = gatewayCatalogFacts(gatewayUrl, secret);
  const send = () => sendQueuedNotices({ em: orm.em.fork(), mailer, catalog, secret });
  return [
    {
      name: 'restock.send',
      cron: '* * * * *',
      retention: 'notified sign-ups are kept as the record of who was told when',
      retryLimit: 4,
      retryDelaySeconds: 30,
      run: async () => ({ ...(await send()) }),
    },
    {
      name: 'restock.auto-send',
      cron: '* * * * *',
      retention: 'nothing removed',
      run: async () => ({ ...(await queueRestockedVariants(orm.em.fork(), catalog)), ...(await send()) }),
    },
    {
      name: 'restock.clean-up',
      cron: '43 * * * *',
      retention: `spent captchas a day after they expired; closed sign-ups (notified, failed, unsubscribed) ${CLOSED_SIGN_UPS_KEPT_DAYS} days after`,
      run: async () => removeClosedRecords(orm.em.fork()),
    },
  ];
}
