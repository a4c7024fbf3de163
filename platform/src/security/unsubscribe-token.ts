import { createHmac, timingSafeEqual } from 'node:crypto';

/** The mailing lists an unsubscribe link can take an address off: a token of one never works for another. */
export type UnsubscribeList = 'restock' | 'newsletter';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const unb64 = (text: string) => Buffer.from(text, 'base64url').toString('utf8');
// The list's name is signed too: a restock notice's link cannot be replayed on the newsletter's page.
const signature = (secret: string, list: UnsubscribeList, siteId: string, email: string) =>
  createHmac('sha256', secret).update(`${list}-unsubscribe\n${siteId}\n${email}`).digest('base64url');

/**
 * The token of a mail's unsubscribe link: the site and the address, signed with the server's
 * secret for one list. It needs no sign-in and no crumb (it is clicked from a mailbox), and it
 * cannot be made for another address, site or list without the secret.
 */
export function unsubscribeToken(secret: string, list: UnsubscribeList, siteId: string, email: string): string {
  return `${b64(siteId)}.${b64(email)}.${signature(secret, list, siteId, email)}`;
}

/** The site and address of a token this server made for the list; null for anything else. */
export function readUnsubscribeToken(
  secret: string,
  list: UnsubscribeList,
  token: string,
): { siteId: string; email: string } | null {
  if (token.length > 1000) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return null;
  const [siteId, email] = [unb64(parts[0]!), unb64(parts[1]!)];
  const expected = Buffer.from(signature(secret, list, siteId, email));
  const given = Buffer.from(parts[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { siteId, email } : null;
}
