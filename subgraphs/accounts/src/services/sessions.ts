import type { EntityManager } from '@mikro-orm/postgresql';
import { Owner } from '../entities/owner.ts';
import { Session } from '../entities/session.ts';
import { DUMMY_HASH, verifyPassword } from '@atelier/platform';
import { hashToken, newOpaqueToken } from '@atelier/platform';
import { SESSION_LIFETIME_SECONDS } from '../domain/session-token.ts';

export const INVALID_CREDENTIALS = 'Your email or password is incorrect.';

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
