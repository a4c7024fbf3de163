import type { EntityManager } from '@mikro-orm/postgresql';
import { newId, takeWebhookEvents } from '@atelier/platform';
import { deliveryBody } from '../domain/delivery-body.ts';

/** Events fanned out per transaction: a burst is worked through in steps of this size. */
const EVENTS_PER_STEP = 200;

/**
 * Turns the webhook outbox's waiting events into one pending delivery per subscription that wants
 * each, in one transaction per step: taking the events and writing their deliveries commit
 * together, so a failure leaves the events for the next run. Events no subscription wants are
 * taken and make nothing.
 */
export async function fanOutEvents(em: EntityManager): Promise<{ events: number; deliveries: number }> {
  let events = 0;
  let deliveries = 0;
  for (;;) {
    const step = await em.fork().transactional(async (tx) => {
      const taken = await takeWebhookEvents(tx, EVENTS_PER_STEP);
      if (!taken.length) return { events: 0, deliveries: 0 };
      const subscriptions = await tx.execute<{ id: string; site_id: string; url: string; events: string[] }[]>(
        `select "id", "site_id", "url", "events" from "webhooks"."subscription" where "site_id" in (?)`,
        [[...new Set(taken.map((event) => event.siteId))]],
      );
      let made = 0;
      for (const event of taken) {
        const body = deliveryBody(event);
        for (const subscription of subscriptions) {
          if (subscription.site_id !== event.siteId || !subscription.events.includes(event.type)) continue;
          await tx.execute(
            `insert into "webhooks"."delivery"
               ("id", "site_id", "subscription_id", "event_id", "event_type", "url", "body", "status", "next_attempt_at", "event_at", "retry_from")
             values (?, ?, ?, ?, ?, ?, ?, 'pending', now(), ?, ?) on conflict ("subscription_id", "event_id") do nothing`,
            [
              newId('whdl'),
              event.siteId,
              subscription.id,
              event.id,
              event.type,
              subscription.url,
              body,
              event.createdAt,
              event.createdAt,
            ],
          );
          made += 1;
        }
      }
      return { events: taken.length, deliveries: made };
    });
    events += step.events;
    deliveries += step.deliveries;
    if (step.events < EVENTS_PER_STEP) return { events, deliveries };
  }
}
