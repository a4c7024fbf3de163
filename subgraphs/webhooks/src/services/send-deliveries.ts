import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger } from '@atelier/platform';
import { nextStatus, type DeliveryStatus } from '../domain/delivery-states.ts';
import { nextAttemptAt } from '../domain/retry-schedule.ts';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signatureOf } from '../domain/signature.ts';
import { postDelivery, type PostOptions } from './post-delivery.ts';

const log = createLogger('webhooks');

/** Deliveries posted per step, and how many at once. */
const PER_STEP = 50;
const AT_ONCE = 5;
/** A taken delivery is due again after this, should its process stop mid-post. */
const LEASE_SECONDS = 120;

interface Due {
  id: string;
  url: string;
  body: string;
  event_type: string;
  status: DeliveryStatus;
  attempts: number;
  retry_from: Date;
  secret: string;
}

/**
 * Posts every pending delivery that is due, signed with its subscription's key, and records the
 * answer: a 2xx delivers it; anything else (or no answer) sets its next attempt by the retry
 * schedule, or fails it once the schedule's 24 hours are over. Deliveries are taken under a lease,
 * so two runs never post the same one at once.
 */
export async function sendDueDeliveries(
  em: EntityManager,
  options: PostOptions,
): Promise<{ delivered: number; failed: number }> {
  let delivered = 0;
  let failed = 0;
  for (;;) {
    const due = await em.fork().execute<Due[]>(
      `update "webhooks"."delivery" d set "next_attempt_at" = now() + make_interval(secs => ?)
       from "webhooks"."subscription" s
       where s."id" = d."subscription_id" and d."id" in (
         select "id" from "webhooks"."delivery" where "status" = 'pending' and "next_attempt_at" <= now()
         order by "next_attempt_at", "id" limit ? for update skip locked)
       returning d."id", d."url", d."body", d."event_type", d."status", d."attempts", d."retry_from", s."secret"`,
      [LEASE_SECONDS, PER_STEP],
    );
    for (let start = 0; start < due.length; start += AT_ONCE) {
      const results = await Promise.all(
        due.slice(start, start + AT_ONCE).map((delivery) => attempt(em, delivery, options)),
      );
      delivered += results.filter(Boolean).length;
      failed += results.filter((ok) => !ok).length;
    }
    if (due.length < PER_STEP) return { delivered, failed };
  }
}

async function attempt(em: EntityManager, delivery: Due, options: PostOptions): Promise<boolean> {
  const answer = await postDelivery(
    delivery.url,
    delivery.body,
    {
      [SIGNATURE_HEADER]: signatureOf(delivery.secret, delivery.body),
      [DELIVERY_HEADER]: delivery.id,
      [EVENT_HEADER]: delivery.event_type,
    },
    options,
  );
  const attempts = delivery.attempts + 1;
  const now = new Date();
  const succeeded = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const next = succeeded ? null : nextAttemptAt(new Date(delivery.retry_from), attempts, now);
  const status = nextStatus(
    delivery.status,
    succeeded ? 'answered2xx' : next ? 'failedWithTimeLeft' : 'failedForGood',
  )!;
  if (!succeeded) log.info({ delivery: delivery.id, status: answer.status, attempts }, 'a webhook delivery failed');
  await em.fork().execute(
    `update "webhooks"."delivery" set "status" = ?, "attempts" = ?, "last_status" = ?, "last_answer" = ?,
       "last_attempt_at" = ?, "next_attempt_at" = ? where "id" = ?`,
    [status, attempts, answer.status, answer.answer, now, next, delivery.id],
  );
  return succeeded;
}
