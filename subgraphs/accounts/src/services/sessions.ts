import type { EntityManager } from '@mikro-orm/postgresql';
import { Owner } from '../entities/owner.ts';
import { Session } from '../entities/session.ts';
import { COOKIES, DUMMY_HASH, ok, verifyPassword, type Outcome } from '@atelier/platform';
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
  const session = await login(ctx.em, normalized, password);
  if (!session) {
    await attempt.failed();
    return refuse('INVALID_CREDENTIALS', ['password']);
  }
  await attempt.succeeded();
  ctx.setCookie({ name: COOKIES.session, value: session.token, maxAgeSeconds: SESSION_LIFETIME_SECONDS });
  return ok(session.owner);
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
async function login(
  em: EntityManager,
  email: string,
  password: string,
): Promise<{ owner: Owner; token: string } | null> {
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
