import { createHmac, timingSafeEqual } from 'node:crypto';
import { INTERNAL_HEADERS } from '../http/internal-headers.ts';

/**
 * When a federation gateway of another make (Hive Gateway, gateway/hive/) plans and runs the
 * operations, Atelier's edge sends it the internal headers it would have sent the subgraphs, and
 * this header proves they are the edge's: `<unix seconds>.<mac>` over the time and every internal
 * header's value, signed with the server secret. The federation gateway passes internal headers on
 * only under a fresh, valid proof; a client that reaches it cannot set them, nor reuse a proof it saw
 * with other values.
 */
export const EDGE_CALL_HEADER = 'x-atelier-edge-call';
const MAX_AGE_SECONDS = 60;

/** The headers the edge sends for the subgraphs, in the order the proof covers them. */
export const EDGE_CALL_HEADERS: readonly string[] = Object.values(INTERNAL_HEADERS).filter(
  (name) => name !== INTERNAL_HEADERS.setCookie,
);

type HeaderValue = (name: string) => string | null | undefined;

const mac = (secret: string, at: number, value: HeaderValue) => {
  const hmac = createHmac('sha256', secret).update(`edge-call\0${at}`);
  for (const name of EDGE_CALL_HEADERS) hmac.update(`\0${name}=${value(name) ?? ''}`);
  return hmac.digest('base64url');
};

export function signEdgeCall(secret: string, headers: Readonly<Record<string, string>>, now = Date.now()): string {
  const at = Math.floor(now / 1000);
  return `${at}.${mac(secret, at, (name) => headers[name])}`;
}

/** Whether the proof is valid and fresh for the internal headers as they arrived. */
export function verifyEdgeCall(secret: string, proof: unknown, value: HeaderValue, now = Date.now()): boolean {
  if (typeof proof !== 'string' || proof.length > 100) return false;
  const [at, sent, extra] = proof.split('.');
  if (!at || !/^\d{1,12}$/.test(at) || !sent || extra !== undefined) return false;
  if (Math.abs(now / 1000 - Number(at)) > MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(mac(secret, Number(at), value));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
