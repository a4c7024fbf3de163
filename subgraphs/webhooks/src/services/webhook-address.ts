import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPrivateAddress, ok, type Outcome } from '@atelier/platform';
import { refuse } from '../errors.ts';
import type { WebhookErrorCode } from '../generated/resolvers-types.ts';

/**
 * Refuses, when a subscription is made, an address whose host is on this machine or in a private
 * network (every address the name resolves to is checked), unless the operator allows that host
 * (ATELIER_WEBHOOK_HOSTS_ALLOWED). Each post checks again on connecting (post-delivery.ts), since a
 * name may resolve elsewhere later.
 */
export async function checkPublicAddress(
  url: URL,
  hostsAllowed: ReadonlySet<string>,
): Promise<Outcome<true, WebhookErrorCode>> {
  const host = url.hostname.toLowerCase();
  if (hostsAllowed.has(host)) return ok(true);
  const literal = host.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(literal)) addresses = [literal];
  else {
    try {
      addresses = (await lookup(literal, { all: true })).map((found) => found.address);
    } catch {
      return refuse('URL_NOT_PUBLIC', ['input', 'url'], { why: 'unknown' });
    }
  }
  if (!addresses.length || addresses.some(isPrivateAddress))
    return refuse('URL_NOT_PUBLIC', ['input', 'url'], { why: 'private' });
  return ok(true);
}
