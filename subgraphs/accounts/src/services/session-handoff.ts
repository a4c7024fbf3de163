import { ok, unlessRefused, type Outcome } from '@atelier/platform';
import { Owner } from '../entities/owner.ts';
import { refuse } from '../errors.ts';
import type { AccountsErrorCode } from '../generated/resolvers-types.ts';
import { issueLink, spendLink, usableLink } from './account-links.ts';
import { newSession, setSessionCookie } from './sessions.ts';
import type { Context } from '../context.ts';

/**
 * Each site has its own host and the session cookie is the host's alone, so a signed-in owner
 * carries the sign-in to another of their sites' hosts with a token: single use, 60 seconds.
 */
export async function startSessionHandoff(ctx: Context): Promise<Outcome<string, AccountsErrorCode>> {
  const owner = await ctx.sessionOwner();
  if (!owner) return refuse('NOT_SIGNED_IN');
  const token = issueLink(ctx.em, owner.id, 'session-handoff');
  await ctx.em.flush();
  return ok(token);
}

/** Redeems a hand-off token on this host: a new session of the same owner, and its cookie. */
export async function redeemSessionHandoff(ctx: Context, token: string): Promise<Outcome<Owner, AccountsErrorCode>> {
  const usable = await usableLink(ctx.em, token, 'session-handoff');
  if (!usable.ok) return usable;
  const link = usable.value;
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
