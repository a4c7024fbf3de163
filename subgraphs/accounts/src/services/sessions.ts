import type { EntityManager } from '@mikro-orm/postgresql';
import { Owner } from '../entities/owner.ts';
import { Session } from '../entities/session.ts';
import { DUMMY_HASH, ok, verifyPassword, type Outcome } from '@atelier/platform';
import { hashToken, newOpaqueToken } from '@atelier/platform';
import { SESSION_LIFETIME_SECONDS } from '../domain/session-token.ts';
import { MAX_EMAIL_LENGTH, normalizeEmail } from '../domain/email.ts';
import { MAX_PASSWORD_LENGTH } from '../domain/login-policy.ts';
import { refuse } from '../errors.ts';
import type { AccountsErrorCode } from '../generated/resolvers-types.ts';
import type { LoginLimits } from './login-limits.ts';

/**
 * Signs an owner in by email (any case) and password, within the sign-in limits (login-limits.ts):
 * the owner and a new session's token, or why not. Input no owner could have is refused as wrong
 * credentials before anything is counted or hashed.
 */
export async function signIn(
  deps: { em: EntityManager; loginLimits: LoginLimits; clientAddress: string },
  email: string,
  password: string,
): Promise<Outcome<{ owner: Owner; token: string }, AccountsErrorCode>> {
  const normalized = normalizeEmail(email);
  if (normalized.length > MAX_EMAIL_LENGTH || password.length > MAX_PASSWORD_LENGTH) return refuse('INVALID_CREDENTIALS', ['password']);
  const attempt = await deps.loginLimits.begin(normalized, deps.clientAddress);
  if (!attempt.allowed) return refuse('TOO_MANY_ATTEMPTS', ['email']);
  const session = await login(deps.em, normalized, password);
  if (!session) {
    await attempt.failed();
    return refuse('INVALID_CREDENTIALS', ['password']);
  }
  await attempt.succeeded();
  return ok(session);
}

/** Signs an owner in by a normalised email (see domain/email.ts) and password. */
async function login(em: EntityManager, email: string, password: string): Promise<{ owner: Owner; token: string } | null> {
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
