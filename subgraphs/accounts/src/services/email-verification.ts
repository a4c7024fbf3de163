import { ok, Refusal, unlessRefused, type Outcome } from '@atelier/platform';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Owner } from '../entities/owner.ts';
import { verificationMail } from '../domain/account-mails.ts';
import { parseEmail } from '../domain/owner-input.ts';
import { refuse } from '../errors.ts';
import type { AccountsErrorCode } from '../generated/resolvers-types.ts';
import { issueLink, spendLink, usableLink } from './account-links.ts';
import { mailAccount } from './account-mail.ts';
import { newSession, setSessionCookie } from './sessions.ts';
import type { Context } from '../context.ts';

/**
 * Follows a verification link: the address it was sent to is verified (a pending one becomes the
 * sign-in email), and the owner is signed in, having shown they read that mailbox. A link to an
 * address the owner has since replaced is refused as used.
 */
export async function verifyEmail(ctx: Context, token: string): Promise<Outcome<Owner, AccountsErrorCode>> {
  const usable = await usableLink(ctx.em, token, 'verify-email');
  if (!usable.ok) return usable;
  const link = usable.value;
  const signedInAs = (await ctx.sessionOwner())?.id;
  try {
    const verified: Outcome<{ owner: Owner; session: string | null }, AccountsErrorCode> = await unlessRefused(() =>
      ctx.em.transactional(async (em) => {
        await spendLink(em, link);
        const owner = await em.findOneOrFail(Owner, { id: link.ownerId });
        if (link.email === owner.pendingEmail && link.email) {
          owner.email = link.email;
          owner.pendingEmail = null;
          owner.emailVerifiedAt = new Date();
        } else if (link.email === owner.email) {
          owner.emailVerifiedAt ??= new Date();
        } else {
          throw new Refusal(refuse('LINK_USED', ['token'], { kind: 'verify-email' }));
        }
        return ok({ owner, session: signedInAs === owner.id ? null : newSession(em, owner.id) });
      }),
    );
    if (!verified.ok) return verified;
    if (verified.value.session) setSessionCookie(ctx, verified.value.session);
    return ok(verified.value.owner);
  } catch (error) {
    // Another owner took the pending address between the request and the click.
    if (error instanceof UniqueConstraintViolationException) return refuse('EMAIL_IN_USE', ['token']);
    throw error;
  }
}

/** Mails a fresh verification link when an unverified owner has this address; the same answer for any address. */
export async function requestVerificationEmail(ctx: Context, email: string): Promise<Outcome<void, AccountsErrorCode>> {
  const origin = ctx.siteOrigin;
  if (!origin) return refuse('ORIGIN_UNKNOWN');
  const parsed = parseEmail(email, ['email']);
  if (!parsed.ok) return parsed;
  if (!(await ctx.limits.mail(ctx.clientAddress, parsed.value))) return refuse('RATE_LIMITED');
  const owner = await ctx.em.findOne(Owner, { email: parsed.value, emailVerifiedAt: null });
  if (owner) {
    const token = issueLink(ctx.em, owner.id, 'verify-email', { email: owner.email });
    await ctx.em.flush();
    await mailAccount(ctx.mailer, owner.email, verificationMail(origin, owner.name, token, false));
  }
  return ok(undefined);
}
