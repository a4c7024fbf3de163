import { createHmac } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Donation } from '../../entities/donation.ts';
import { tokenMatches } from '../orders/order-access.ts';

/** The token of a donation's confirmation link, derived from the server secret as an order's is; only its hash is kept. */
export const donationAccessToken = (secret: string, donationId: string): string =>
  createHmac('sha256', secret).update(`donation-access:${donationId}`).digest('base64url');

/** A donation of this site shown to whoever holds its link's token; anything else finds nothing. */
export async function donationByToken(
  em: EntityManager,
  siteId: string | undefined,
  id: string,
  token: string,
): Promise<Donation | null> {
  if (!siteId || id.length > 100) return null;
  const donation = await em.findOne(Donation, { id, websiteId: siteId });
  return donation && tokenMatches(token, donation.accessTokenHash) ? donation : null;
}
