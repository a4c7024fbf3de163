import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { moveTo, SUBSCRIPTION_STATUSES } from '../../domain/orders/status-transitions.ts';
import { Subscription } from '../../entities/subscription.ts';
import { tokenMatches } from '../orders/order-access.ts';
import type { Outcome } from '@atelier/platform';
import { refuse, type CartUserError } from '../../errors.ts';

/** A subscription of this site shown to whoever holds its page's token; anything else finds nothing. */
export async function subscriptionByToken(
  em: EntityManager,
  siteId: string | undefined,
  id: string,
  token: string,
): Promise<Subscription | null> {
  if (!siteId || id.length > 100) return null;
  const subscription = await em.findOne(Subscription, { id, websiteId: siteId });
  return subscription && tokenMatches(token, subscription.accessTokenHash) ? subscription : null;
}

/** Who may cancel: the holder of the subscription page's token, or the store's owner. */
export type Canceller = { token: string } | { owner: true };

/**
 * Cancels a subscription: nothing more is billed. What was billed stays billed (a refund is the
 * owner's separate decision). Cancelling twice answers the subscription as it is.
 */
export async function cancelSubscription(
  em: EntityManager,
  siteId: string | undefined,
  id: string,
  who: Canceller,
): Promise<Outcome<Subscription, CartUserError['code']>> {
  const notFound = () => refuse('NOT_FOUND', ['id'], { of: 'subscription' });
  if (!siteId) return notFound();
  return em.transactional(async (tx) => {
    const subscription = await tx.findOne(
      Subscription,
      { id, websiteId: siteId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!subscription || ('token' in who && !tokenMatches(who.token, subscription.accessTokenHash))) return notFound();
    if (subscription.status === 'COMPLETED') return refuse('ALREADY_COMPLETED', ['id']);
    if (subscription.status !== 'CANCELLED') {
      moveTo(SUBSCRIPTION_STATUSES, subscription, 'CANCELLED');
      Object.assign(subscription, { cancelledAt: new Date(), nextBillingAt: null });
    }
    return { ok: true as const, value: subscription };
  });
}
