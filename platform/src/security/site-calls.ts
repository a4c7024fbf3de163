import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A subgraph that reads through the gateway on a visitor's behalf (the cart reading an offer)
 * calls it from loopback, whose Host names no site. It says which site the call is for in the
 * `x-atelier-site-call` header, signed with the server secret: `<siteId>.<unix seconds>.<mac>`.
 * The gateway believes a fresh, valid one instead of the Host; a client cannot forge one.
 */
export const SITE_CALL_HEADER = 'x-atelier-site-call';
const MAX_AGE_SECONDS = 60;
const SITE_ID = /^[A-Za-z0-9_-]{1,64}$/;

const mac = (secret: string, siteId: string, at: number) =>
  createHmac('sha256', secret).update(`site-call\0${siteId}\0${at}`).digest('base64url');

export function signSiteCall(secret: string, siteId: string, now = Date.now()): string {
  const at = Math.floor(now / 1000);
  return `${siteId}.${at}.${mac(secret, siteId, at)}`;
}

/** The site id of a valid, fresh site-call header; undefined for anything else. */
export function verifySiteCall(secret: string, value: unknown, now = Date.now()): string | undefined {
  if (typeof value !== 'string' || value.length > 200) return undefined;
  const [siteId, at, sent] = value.split('.');
  if (!siteId || !SITE_ID.test(siteId) || !at || !/^\d{1,12}$/.test(at) || !sent) return undefined;
  if (Math.abs(now / 1000 - Number(at)) > MAX_AGE_SECONDS) return undefined;
  const expected = Buffer.from(mac(secret, siteId, Number(at)));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected) ? siteId : undefined;
}
