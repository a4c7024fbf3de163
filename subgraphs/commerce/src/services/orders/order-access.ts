import { createHmac, timingSafeEqual } from 'node:crypto';
import { hashToken } from '@atelier/platform';

/**
 * The tokens of the links a shopper is mailed (an order's, a subscription's). Derived from the
 * server secret, so a repeated submit can hand the same link again without the token being
 * stored; only its hash is kept.
 */
export const orderAccessToken = (secret: string, orderId: string): string =>
  createHmac('sha256', secret).update(`order-access:${orderId}`).digest('base64url');
export const subscriptionAccessToken = (secret: string, subscriptionId: string): string =>
  createHmac('sha256', secret).update(`subscription-access:${subscriptionId}`).digest('base64url');

/** Whether a link's token is the one whose hash was kept, compared in constant time. */
export function tokenMatches(token: string, keptHash: string): boolean {
  if (token.length > 200) return false;
  const given = Buffer.from(hashToken(token));
  const kept = Buffer.from(keptHash);
  return given.length === kept.length && timingSafeEqual(given, kept);
}
