import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../security/tokens.ts';

/**
 * What a site's owner can hear about by webhook, by their names on the wire (a delivery's `type`).
 * The producing subgraphs name one when they append an event; the webhooks subgraph maps them to
 * its SDL enum.
 */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.paid',
  'order.fulfilled',
  'order.refunded',
  'product.created',
  'product.updated',
  'product.archived',
  'stock.changed',
  'form.submitted',
  'restock.signed_up',
  'subscription.renewed',
  'subscription.past_due',
  'site.plan_changed',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A change a site's webhooks tell of, as kept until the webhooks subgraph fans it out. */
export interface WebhookEvent {
  id: string;
  siteId: string;
  type: WebhookEventType;
  /** The changed record as the delivery's `data`: ids and the fields a partner acts on. */
  data: Record<string, unknown>;
  createdAt: Date;
}

/**
 * Appends an event to the webhook outbox (`platform.webhook_event`) on the caller's connection:
 * called with the `em` of the change's own transaction, the event commits with the change or not
 * at all, so no delivery is lost and none tells of a change that was rolled back. The webhooks
 * subgraph's job sends it after the commit.
 */
export async function appendWebhookEvent(
  em: EntityManager,
  siteId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<void> {
  await em.execute(
    `insert into "platform"."webhook_event" ("id", "site_id", "type", "data") values (?, ?, ?, ?::jsonb)`,
    [newId('whev'), siteId, type, JSON.stringify(data)],
    'run',
  );
}

interface Row {
  id: string;
  site_id: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
  created_at: Date;
}

/**
 * Takes up to `limit` events not yet fanned out, oldest first, marking them taken. Call it inside
 * the transaction that writes their deliveries: a failure leaves them for the next run, and rows
 * another process is taking are skipped rather than waited for.
 */
export async function takeWebhookEvents(em: EntityManager, limit: number): Promise<WebhookEvent[]> {
  const rows = await em.execute<Row[]>(
    `update "platform"."webhook_event" set "taken_at" = now()
     where "id" in (select "id" from "platform"."webhook_event" where "taken_at" is null
                    order by "created_at", "id" limit ? for update skip locked)
     returning "id", "site_id", "type", "data", "created_at"`,
    [limit],
  );
  return rows
    .map((row) => ({
      id: row.id,
      siteId: row.site_id,
      type: row.type,
      data: row.data,
      createdAt: new Date(row.created_at),
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

/** Forgets events fanned out more than `days` ago: their deliveries keep what was sent. */
export async function removeTakenWebhookEvents(em: EntityManager, days: number): Promise<number> {
  const rows = await em.execute<{ id: string }[]>(
    `delete from "platform"."webhook_event" where "taken_at" < now() - make_interval(days => ?) returning "id"`,
    [days],
  );
  return rows.length;
}

/** An event to append with a change: the site it belongs to, what happened and its data. */
export interface WebhookEventDraft {
  siteId: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
}

/**
 * Flushes the entity manager's changes and appends their events in one transaction (the caller's,
 * when it is in one): the events are written first, so a flush that fails (a version another save
 * took) rolls them back with it.
 */
export async function flushWithWebhookEvents(em: EntityManager, events: readonly WebhookEventDraft[]): Promise<void> {
  if (!events.length) return em.flush();
  const append = async () => {
    for (const event of events) await appendWebhookEvent(em, event.siteId, event.type, event.data);
    await em.flush();
  };
  if (em.isInTransaction()) return append();
  await em.begin();
  try {
    await append();
    await em.commit();
  } catch (error) {
    await em.rollback();
    throw error;
  }
}
