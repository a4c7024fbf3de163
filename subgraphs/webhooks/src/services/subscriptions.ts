import type { EntityManager } from '@mikro-orm/postgresql';
import { newId, ok, type Outcome } from '@atelier/platform';
import { refuse } from '../errors.ts';
import type { WebhookErrorCode } from '../generated/resolvers-types.ts';
import { WebhookSubscription } from '../entities/subscription.ts';
import { wireNameOf } from '../domain/event-names.ts';
import { newSigningSecret } from '../domain/signature.ts';
import { checkSubscriptionInput, SUBSCRIPTION_LIMITS, type SubscriptionInput } from '../domain/subscription-input.ts';
import { checkPublicAddress } from './webhook-address.ts';
import type { WebhookSettings } from './webhook-settings.ts';

/** The site's subscriptions, oldest first. */
export const siteSubscriptions = (em: EntityManager, siteId: string) =>
  em.find(WebhookSubscription, { siteId }, { orderBy: { createdAt: 'asc', id: 'asc' } });

/**
 * Subscribes an address: its shape and events checked, then where it resolves to, then (under the
 * site's lock, so two at once cannot pass the limit together) the site's count, and stored.
 */
export async function createSubscription(
  em: EntityManager,
  siteId: string,
  input: SubscriptionInput,
  settings: WebhookSettings,
): Promise<Outcome<WebhookSubscription, WebhookErrorCode>> {
  const checked = checkSubscriptionInput(input, settings.productHost);
  if (!checked.ok) return checked;
  const reachable = await checkPublicAddress(checked.value.url, settings.hostsAllowed);
  if (!reachable.ok) return reachable;
  return em.transactional(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`webhooks.subscriptions:${siteId}`]);
    if ((await tx.count(WebhookSubscription, { siteId })) >= SUBSCRIPTION_LIMITS.perSite)
      return refuse('TOO_MANY_SUBSCRIPTIONS', null, { max: SUBSCRIPTION_LIMITS.perSite });
    const subscription = tx.create(WebhookSubscription, {
      id: newId('whsub'),
      siteId,
      url: checked.value.url.href,
      events: checked.value.events.map(wireNameOf),
      secret: newSigningSecret(),
    });
    await tx.flush();
    return ok(subscription);
  });
}

/** Removes a subscription of the site; its deliveries go with it (the table's cascade). */
export async function deleteSubscription(
  em: EntityManager,
  siteId: string,
  id: string,
): Promise<Outcome<string, WebhookErrorCode>> {
  const removed = await em.nativeDelete(WebhookSubscription, { id, siteId });
  return removed ? ok(id) : refuse('NOT_FOUND', ['id'], { what: 'subscription' });
}
