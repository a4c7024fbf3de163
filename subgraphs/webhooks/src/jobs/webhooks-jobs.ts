import type { JobDefinition, SubgraphDependencies } from '@atelier/platform';
import { fanOutEvents } from '../services/fan-out.ts';
import { sendDueDeliveries } from '../services/send-deliveries.ts';
import { KEPT_DAYS, removeOldRecords } from '../services/clean-up.ts';
import { webhookSettings } from '../services/webhook-settings.ts';

/** How long one post may take before it counts as unanswered. */
export const POST_TIMEOUT_MS = 10_000;

/**
 * webhooks.deliver fans the webhook outbox's events out into deliveries and posts those due: every
 * minute, and at once when an owner redelivers (JobTrigger). Retries are the deliveries' own
 * schedule (domain/retry-schedule.ts), not the job's. webhooks.clean-up removes what is no longer shown.
 */
export function webhooksJobs({ orm, publicUrl }: SubgraphDependencies): JobDefinition[] {
  const { hostsAllowed } = webhookSettings(publicUrl);
  return [
    {
      name: 'webhooks.deliver',
      cron: '* * * * *',
      retention: 'deliveries are kept as the record of what each address answered',
      run: async () => ({
        ...(await fanOutEvents(orm.em.fork())),
        ...(await sendDueDeliveries(orm.em.fork(), { timeoutMs: POST_TIMEOUT_MS, hostsAllowed })),
      }),
    },
    {
      name: 'webhooks.clean-up',
      cron: '29 * * * *',
      retention: `outbox events ${KEPT_DAYS.events} days after they were fanned out; delivered and failed deliveries ${KEPT_DAYS.deliveries} days after their last attempt`,
      run: async () => removeOldRecords(orm.em.fork()),
    },
  ];
}
