import type { EntityManager } from '@mikro-orm/postgresql';
import { Owner } from '../entities/owner.ts';
import { Session } from '../entities/session.ts';
import { COOKIES, DUMMY_HASH, ok, verifyPassword, type Outcome, type RequestInfo } from '@atelier/platform';
import { hashToken, newOpaqueToken } from '@atelier/platform';
import { SESSION_LIFETIME_SECONDS } from '../domain/session-token.ts';
import { MAX_EMAIL_LENGTH, normalizeEmail } from '../domain/email.ts';
import { MAX_PASSWORD_LENGTH } from '../domain/login-policy.ts';
import { refuse } from '../errors.ts';
import type { AccountsErrorCode } from '../generated/resolvers-types.ts';
import type { Context } from '../context.ts';

/**
 * The owner's sign-in by email (any case) and password: the limits first (counted before the
 * password is checked, given back on success), then the password; a session's cookie is set only
 * for the right one. Input no owner could have is refused as wrong credentials before anything is
 * counted or hashed.
 */
export async function signIn(
  ctx: Pick<Context, 'em' | 'limits' | 'clientAddress' | 'setCookie'>,
  email: string,
  password: string,
): Promise<Outcome<Owner, AccountsErrorCode>> {
  const normalized = normalizeEmail(email);
  if (normalized.length > MAX_EMAIL_LENGTH || password.length > MAX_PASSWORD_LENGTH)
    return refuse('INVALID_CREDENTIALS', ['password']);
  const attempt = await ctx.limits.begin(normalized, ctx.clientAddress);
  if (!attempt.allowed) return refuse('TOO_MANY_ATTEMPTS', ['email']);
  const owner = await ctx.em.findOne(Owner, { email: normalized });
  const valid = await verifyPassword(password, owner?.passwordHash ?? DUMMY_HASH);
  if (!owner || !valid) {
    await attempt.failed();
    return refuse('INVALID_CREDENTIALS', ['password']);
  }
  await attempt.succeeded();
  const token = newSession(ctx.em, owner.id);
  await ctx.em.flush();
  setSessionCookie(ctx, token);
  return ok(owner);
}

/** Ends the request's session, and its cookie. */
export async function signOut(ctx: Pick<Context, 'em' | 'sessionToken' | 'setCookie'>): Promise<void> {
  if (ctx.sessionToken) await ctx.em.nativeDelete(Session, { tokenHash: hashToken(ctx.sessionToken) });
  ctx.setCookie({ name: COOKIES.session, value: null });
}

/** A new session of the owner, written with the manager's next flush (or its transaction); its token is for the cookie. */
export function newSession(em: EntityManager, ownerId: string): string {
  const token = newOpaqueToken();
  em.create(Session, {
    tokenHash: hashToken(token),
    ownerId,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_SECONDS * 1000),
  });
  return token;
}

/** Sets the session cookie: only once the session it names is stored. */
export function setSessionCookie(ctx: Pick<RequestInfo, 'setCookie'>, token: string): void {
  ctx.setCookie({ name: COOKIES.session, value: token, maxAgeSeconds: SESSION_LIFETIME_SECONDS });
}

/** Ends the owner's sessions, all of them or all but the one of `keepToken`. */
export function endSessions(em: EntityManager, ownerId: string, keepToken?: string): Promise<number> {
  return em.nativeDelete(Session, keepToken ? { ownerId, tokenHash: { $ne: hashToken(keepToken) } } : { ownerId });
}

export function ownerById(em: EntityManager, id: string): Promise<Owner | null> {
  return em.findOne(Owner, { id });
}

export async function ownerOfSession(em: EntityManager, token: string | undefined): Promise<Owner | null> {
  if (!token) return null;
  const session = await em.findOne(Session, { tokenHash: hashToken(token), expiresAt: { $gt: new Date() } });
  return session ? em.findOne(Owner, { id: session.ownerId }) : null;
}

/** Sessions past their expiry open nothing: they are removed. */
export function removeExpiredSessions(em: EntityManager, now = new Date()): Promise<number> {
  return em.nativeDelete(Session, { expiresAt: { $lt: now } });
}
