import { failed, hashPassword, ok, unlessRefused, type Outcome } from '@atelier/platform';
import { Owner } from '../entities/owner.ts';
import { passwordResetMail } from '../domain/account-mails.ts';
import { parseEmail, passwordProblem } from '../domain/owner-input.ts';
import { refuse } from '../errors.ts';
import type { AccountsErrorCode } from '../generated/resolvers-types.ts';
import { issueLink, retireLinks, spendLink, usableLink } from './account-links.ts';
import { mailAccount } from './account-mail.ts';
import { endSessions, newSession, setSessionCookie } from './sessions.ts';
import type { Context } from '../context.ts';

/** Mails a reset link (1 hour, single use) when the address has an account; the same answer for any address. */
export async function requestPasswordReset(ctx: Context, email: string): Promise<Outcome<void, AccountsErrorCode>> {
  const origin = ctx.siteOrigin;
  if (!origin) return refuse('ORIGIN_UNKNOWN');
  const parsed = parseEmail(email, ['email']);
  if (!parsed.ok) return parsed;
  if (!(await ctx.limits.mail(ctx.clientAddress, parsed.value))) return refuse('RATE_LIMITED');
  const owner = await ctx.em.findOne(Owner, { email: parsed.value });
  if (owner) {
    const token = issueLink(ctx.em, owner.id, 'reset-password');
    await ctx.em.flush();
    await mailAccount(ctx.mailer, owner.email, passwordResetMail(origin, owner.name, token));
  }
  return ok(undefined);
}

/**
 * Follows a reset link with a new password: in one transaction the link is used up, the password
 * set, the owner's other reset links retired and every session of theirs ended; then they are
 * signed in here. Following the link shows they read the mailbox, so the email counts as verified.
 * A password the rule refuses leaves the link unused, to try again.
 */
export async function resetPassword(
  ctx: Context,
  token: string,
  password: string,
): Promise<Outcome<Owner, AccountsErrorCode>> {
  const usable = await usableLink(ctx.em, token, 'reset-password');
  if (!usable.ok) return usable;
  const link = usable.value;
  const owner = await ctx.em.findOneOrFail(Owner, { id: link.ownerId });
  const problem = passwordProblem(password, owner.email, ['password']);
  if (problem) return failed([problem]);
  const passwordHash = await hashPassword(password);
  const reset: Outcome<string, AccountsErrorCode> = await unlessRefused(() =>
    ctx.em.transactional(async (em) => {
      await spendLink(em, link);
      await retireLinks(em, owner.id, 'reset-password');
      await endSessions(em, owner.id);
      await em.nativeUpdate(
        Owner,
        { id: owner.id },
        { passwordHash, emailVerifiedAt: owner.emailVerifiedAt ?? new Date() },
      );
      return ok(newSession(em, owner.id));
    }),
  );
  if (!reset.ok) return reset;
  setSessionCookie(ctx, reset.value);
  await ctx.em.refresh(owner);
  return ok(owner);
}
