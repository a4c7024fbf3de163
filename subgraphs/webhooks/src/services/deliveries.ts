import type { EntityManager } from '@mikro-orm/postgresql';
import { ok, type Outcome } from '@atelier/platform';
import { refuse } from '../errors.ts';
import type { WebhookErrorCode } from '../generated/resolvers-types.ts';
import { WebhookDelivery } from '../entities/delivery.ts';
import { nextStatus } from '../domain/delivery-states.ts';

export const DELIVERY_PAGE = { default: 50, max: 100 } as const;

/** The site's latest deliveries, newest first. */
export const siteDeliveries = (em: EntityManager, siteId: string, first: number) =>
  em.find(WebhookDelivery, { siteId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: first });

/**
 * Makes a delivery of the site pending again, due now: the next run of the webhooks job posts the
 * same body (a receiver that keeps event ids sees the same one again). Its attempts count on.
 */
export async function redeliver(
  em: EntityManager,
  siteId: string,
  id: string,
): Promise<Outcome<WebhookDelivery, WebhookErrorCode>> {
  const delivery = await em.findOne(WebhookDelivery, { id, siteId });
  if (!delivery) return refuse('NOT_FOUND', ['deliveryId'], { what: 'delivery' });
  delivery.status = nextStatus(delivery.status, 'redeliver')!;
  // A redelivered event gets a new day of retries, counted from the owner's ask.
  delivery.retryFrom = new Date();
  delivery.nextAttemptAt = new Date();
  await em.flush();
  return ok(delivery);
}
