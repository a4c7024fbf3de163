import { COOKIES, failed, hashPassword, ok, verifyPassword, type Outcome } from '@atelier/platform';
import { Owner } from '../entities/owner.ts';
import { alreadyRegisteredMail, verificationMail } from '../domain/account-mails.ts';
import { MAX_PASSWORD_LENGTH } from '../domain/login-policy.ts';
import { parseEmail, passwordProblem } from '../domain/owner-input.ts';
import { refuse } from '../errors.ts';
import type { AccountsErrorCode } from '../generated/resolvers-types.ts';
import { issueLink, retireLinks } from './account-links.ts';
import { mailAccount } from './account-mail.ts';
import { endSessions } from './sessions.ts';
import type { Context } from '../context.ts';

/**
 * A signed-in owner's new sign-in email, kept pending until the link mailed to it is followed. The
 * current password is checked within the sign-in limits (a session left open is not enough to take
 * the account away). An address that has an account is mailed a note instead, with the same answer
 * and the same pending address.
 */
export async function changeEmail(
  ctx: Context,
  newEmail: string,
  currentPassword: string,
): Promise<Outcome<void, AccountsErrorCode>> {
  const owner = await ctx.sessionOwner();
  if (!owner) return refuse('NOT_SIGNED_IN');
  const origin = ctx.siteOrigin;
  if (!origin) return refuse('ORIGIN_UNKNOWN');
  const parsed = parseEmail(newEmail, ['newEmail']);
  if (!parsed.ok) return parsed;
  const checked = await checkCurrentPassword(ctx, owner, currentPassword);
  if (!checked.ok) return checked;
  const email = parsed.value;
  if (email === owner.email) {
    // Back to the address it has: nothing to verify, and any pending change is dropped.
    owner.pendingEmail = null;
    await ctx.em.flush();
    return ok(undefined);
  }
  if (!(await ctx.limits.mail(ctx.clientAddress, email))) return refuse('RATE_LIMITED');
  const holder = await ctx.em.findOne(Owner, { email });
  // Pending either way, so that `me` afterwards tells no more than the answer did; a taken address
  // is sent no link, so it stays pending until the owner asks for another.
  owner.pendingEmail = email;
  const token = holder ? null : issueLink(ctx.em, owner.id, 'verify-email', { email });
  await ctx.em.flush();
  await mailAccount(
    ctx.mailer,
    email,
    holder
      ? alreadyRegisteredMail(origin, holder.name, 'change-email')
      : verificationMail(origin, owner.name, token!, true),
  );
  return ok(undefined);
}

/** The owner's current password, checked within the sign-in limits of their email and this client. */
export async function checkCurrentPassword(
  ctx: Context,
  owner: Owner,
  password: string,
): Promise<Outcome<void, AccountsErrorCode>> {
  const attempt = await ctx.limits.begin(owner.email, ctx.clientAddress);
  if (!attempt.allowed) return refuse('TOO_MANY_ATTEMPTS', ['currentPassword']);
  if (password.length > MAX_PASSWORD_LENGTH || !(await verifyPassword(password, owner.passwordHash))) {
    await attempt.failed();
    return refuse('WRONG_PASSWORD', ['currentPassword']);
  }
  await attempt.succeeded();
  return ok(undefined);
}

/** A signed-in owner's new password (the current one required); every other session of theirs ends. */
export async function changePassword(
  ctx: Context,
  currentPassword: string,
  newPassword: string,
): Promise<Outcome<Owner, AccountsErrorCode>> {
  const owner = await ctx.sessionOwner();
  if (!owner) return refuse('NOT_SIGNED_IN');
  const problem = passwordProblem(newPassword, owner.email, ['newPassword']);
  if (problem) return failed([problem]);
  const checked = await checkCurrentPassword(ctx, owner, currentPassword);
  if (!checked.ok) return checked;
  const passwordHash = await hashPassword(newPassword);
  await ctx.em.transactional(async (em) => {
    await em.nativeUpdate(Owner, { id: owner.id }, { passwordHash });
    await endSessions(em, owner.id, ctx.sessionToken);
    // A reset link mailed before would set a password over this one.
    await retireLinks(em, owner.id, 'reset-password');
  });
  return ok(owner);
}

/** Ends every session of the signed-in owner, this one too, and clears the cookie. */
export async function signOutEverywhere(ctx: Context): Promise<Outcome<Owner, AccountsErrorCode>> {
  const owner = await ctx.sessionOwner();
  if (!owner) return refuse('NOT_SIGNED_IN');
  await endSessions(ctx.em, owner.id);
  ctx.setCookie({ name: COOKIES.session, value: null });
  return ok(owner);
}
