import type { EntityManager } from '@mikro-orm/postgresql';
import { removeTakenWebhookEvents } from '@atelier/platform';

/** How long fanned-out events and settled deliveries are kept. */
export const KEPT_DAYS = { events: 7, deliveries: 30 } as const;

/** Removes outbox events fanned out a week ago and deliveries settled (delivered or failed) 30 days ago. */
export async function removeOldRecords(em: EntityManager): Promise<{ events: number; deliveries: number }> {
  const events = await removeTakenWebhookEvents(em, KEPT_DAYS.events);
  const removed = await em.execute<{ id: string }[]>(
    `delete from "webhooks"."delivery" where "status" <> 'pending'
       and coalesce("last_attempt_at", "created_at") < now() - make_interval(days => ?) returning "id"`,
    [KEPT_DAYS.deliveries],
  );
  return { events, deliveries: removed.length };
}
