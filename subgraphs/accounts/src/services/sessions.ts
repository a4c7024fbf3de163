import type { EntityManager } from '@mikro-orm/postgresql';
import { Owner } from '../entities/owner.ts';
import { Session } from '../entities/session.ts';
import { COOKIES, DUMMY_HASH, verifyPassword, type UserError } from '@atelier/platform';
import { hashToken, newOpaqueToken } from '@atelier/platform';
import { SESSION_LIFETIME_SECONDS } from '../domain/session-token.ts';
import { MAX_EMAIL_LENGTH, normalizeEmail } from '../domain/email.ts';
import { MAX_PASSWORD_LENGTH, TOO_MANY_ATTEMPTS } from '../domain/login-policy.ts';
import type { Context } from '../context.ts';

export const INVALID_CREDENTIALS = 'Your email or password is incorrect.';

/**
 * The owner's sign-in: the limits first (counted before the password is checked, given back on
 * success), then the password; a session's cookie is set only for the right one.
 */
export async function signIn(ctx: Pick<Context, 'em' | 'limits' | 'clientAddress' | 'setCookie'>, email: string, password: string): Promise<{ owner: Owner } | { userError: UserError }> {
  const normalized = normalizeEmail(email);
  const invalid = { userError: { field: ['password'], code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS } };
  if (normalized.length > MAX_EMAIL_LENGTH || password.length > MAX_PASSWORD_LENGTH) return invalid;
  const attempt = await ctx.limits.begin(normalized, ctx.clientAddress);
  if (!attempt.allowed) return { userError: { field: ['email'], code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_ATTEMPTS } };
  const result = await login(ctx.em, normalized, password);
  if (!result) {
    await attempt.failed();
    return invalid;
  }
  await attempt.succeeded();
  ctx.setCookie({ name: COOKIES.session, value: result.token, maxAgeSeconds: SESSION_LIFETIME_SECONDS });
  return { owner: result.owner };
}

/** Ends the request's session, and its cookie. */
export async function signOut(ctx: Pick<Context, 'em' | 'sessionToken' | 'setCookie'>): Promise<void> {
  await logout(ctx.em, ctx.sessionToken);
  ctx.setCookie({ name: COOKIES.session, value: null });
}

export function ownerById(em: EntityManager, id: string): Promise<Owner | null> {
  return em.findOne(Owner, { id });
}

/** Signs an owner in by a normalised email (see domain/email.ts) and password. */
export async function login(em: EntityManager, email: string, password: string): Promise<{ owner: Owner; token: string } | null> {
  const owner = await em.findOne(Owner, { email });
  const valid = await verifyPassword(password, owner?.passwordHash ?? DUMMY_HASH);
  if (!owner || !valid) return null;
  const token = newOpaqueToken();
  em.create(Session, {
    tokenHash: hashToken(token),
    ownerId: owner.id,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_SECONDS * 1000),
  });
  await em.flush();
  return { owner, token };
}

export async function ownerOfSession(em: EntityManager, token: string | undefined): Promise<Owner | null> {
  if (!token) return null;
  const session = await em.findOne(Session, { tokenHash: hashToken(token), expiresAt: { $gt: new Date() } });
  return session ? em.findOne(Owner, { id: session.ownerId }) : null;
}

export async function logout(em: EntityManager, token: string | undefined): Promise<void> {
  if (token) await em.nativeDelete(Session, { tokenHash: hashToken(token) });
}

/** Sessions past their expiry open nothing: they are removed. */
export function removeExpiredSessions(em: EntityManager, now = new Date()): Promise<number> {
  return em.nativeDelete(Session, { expiresAt: { $lt: now } });
}
