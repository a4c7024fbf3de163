import { createHash, randomBytes } from 'node:crypto';

export const SESSION_LIFETIME_SECONDS = 14 * 24 * 60 * 60;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions are stored by hash: the cookie opens a session, a copy of the table does not. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
