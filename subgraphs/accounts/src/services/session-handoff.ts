import { ok, unlessRefused, type Outcome } from '@atelier/platform';
import { Owner } from '../entities/owner.ts';
import { refuse } from '../errors.ts';
import type { AccountsErrorCode } from '../generated/resolvers-types.ts';
import { issueLink, spendLink, usableLink } from './account-links.ts';
import { newSession, setSessionCookie } from './sessions.ts';
import type { Context } from '../context.ts';

/**
 * Each site has its own host and the session cookie is the host's alone, so a signed-in owner
 * carries the sign-in to another of their sites' hosts with a token: single use, 60 seconds, and
 * made for one website, which must be the owner's own.
 *
 * Why the site: whoever holds a token can make a browser redeem it (send it to the page that does),
 * so an attacker could sign a victim's browser in as the attacker on the victim's own site (login
 * CSRF) and have them type into the attacker's account. A token works only on the host of a site
 * its owner owns, so a forced redemption can only sign a browser in on the attacker's own site,
 * where nothing of the victim's is.
 */
export async function startSessionHandoff(
  ctx: Context,
  websiteId: string,
): Promise<Outcome<string, AccountsErrorCode>> {
  const owner = await ctx.sessionOwner();
  if (!owner) return refuse('NOT_SIGNED_IN');
  if (!(await ctx.ownsWebsite(websiteId))) return refuse('FORBIDDEN', ['websiteId']);
  const token = issueLink(ctx.em, owner.id, 'session-handoff', { websiteId });
  await ctx.em.flush();
  return ok(token);
}

/**
 * Redeems a hand-off token on this host: a new session of the same owner, and its cookie. On the
 * host of another site than the token's it is refused and left unspent (the owner's own click,
 * on the right host, still works within its minute).
 */
export async function redeemSessionHandoff(ctx: Context, token: string): Promise<Outcome<Owner, AccountsErrorCode>> {
  const usable = await usableLink(ctx.em, token, 'session-handoff');
  if (!usable.ok) return usable;
  const link = usable.value;
  if (!link.websiteId || link.websiteId !== ctx.siteId) return refuse('LINK_OTHER_SITE', ['token']);
  const redeemed: Outcome<string, AccountsErrorCode> = await unlessRefused(() =>
    ctx.em.transactional(async (em) => {
      await spendLink(em, link);
      return ok(newSession(em, link.ownerId));
    }),
  );
  if (!redeemed.ok) return redeemed;
  setSessionCookie(ctx, redeemed.value);
  return ok(await ctx.em.findOneOrFail(Owner, { id: link.ownerId }));
}
