import { createHmac, randomBytes } from 'node:crypto';

/** The header each delivery's signature travels in, and its one scheme. */
export const SIGNATURE_HEADER = 'x-atelier-signature';
export const DELIVERY_HEADER = 'x-atelier-delivery';
export const EVENT_HEADER = 'x-atelier-event';

/**
 * `sha256=` and the hex HMAC-SHA256 of the raw body under the subscription's secret. The body holds
 * the event's id and timestamp, so a receiver checking the signature also knows neither was changed
 * (and can refuse a delivery too old to be fresh).
 */
export const signatureOf = (secret: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

/** A new subscription's key: 32 random bytes, written as `whsec_` and hex. */
export const newSigningSecret = (): string => `whsec_${randomBytes(32).toString('hex')}`;
