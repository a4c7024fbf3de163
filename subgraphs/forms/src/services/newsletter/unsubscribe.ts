import type { EntityManager } from '@mikro-orm/postgresql';
import { ok, readUnsubscribeToken, type Outcome } from '@atelier/platform';
import { refuse } from '../../errors.ts';
import type { FormsErrorCode } from '../../generated/resolvers-types.ts';
import { emailKeyOf, newsletterMember } from './newsletter-members.ts';

/** The address a newsletter unsubscribe link names, when its token is this server's for this site; else null. */
export function unsubscribeLinkAddress(secret: string, siteId: string | undefined, token: string): string | null {
  const read = readUnsubscribeToken(secret, 'newsletter', token);
  return read && siteId && read.siteId === siteId ? read.email : null;
}

/** What the unsubscribe page shows before it acts: the address and whether it is off the list already. */
export async function unsubscribeLink(em: EntityManager, secret: string, siteId: string | undefined, token: string) {
  const email = unsubscribeLinkAddress(secret, siteId, token);
  if (!email || !siteId) return null;
  const member = await newsletterMember(em, siteId, email);
  // The token holds the address as a key (lower case); the page names it as the visitor wrote it.
  return { email: member?.email ?? email, unsubscribed: Boolean(member?.unsubscribedAt) };
}

/**
 * An unsubscribe link's button: the address leaves the site's newsletter, its welcome no longer
 * due. A token that is not this server's for this site changes nothing. Doing it twice keeps the
 * first time.
 */
export async function unsubscribeFromNewsletter(
  em: EntityManager,
  secret: string,
  siteId: string | undefined,
  token: string,
): Promise<Outcome<string, FormsErrorCode>> {
  const email = unsubscribeLinkAddress(secret, siteId, token);
  if (!email || !siteId) return refuse('TOKEN_INVALID', ['token']);
  const [row] = await em.execute<{ email: string }[]>(
    `update "forms"."newsletter_member" set "unsubscribed_at" = coalesce("unsubscribed_at", now()), "welcome_due_at" = null
     where "website_id" = ? and "email_key" = ? returning "email"`,
    [siteId, emailKeyOf(email)],
  );
  return ok(row?.email ?? email);
}
