import { createHmac } from 'node:crypto';

/**
 * The token of an order's confirmation link. Derived from the server secret, so a repeated submit
 * can hand the same link again without the token being stored; only its hash is kept.
 */
export const orderAccessToken = (secret: string, orderId: string): string => createHmac('sha256', secret).update(`order-access:${orderId}`).digest('base64url');

