import { createHash, randomBytes } from 'node:crypto';

/**
 * Opaque bearer tokens (cart, session): 256 random bits, and only their SHA-256 is stored, so a
 * copy of a table opens nothing.
 */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Tokens are minted by us; anything else a client sends counts as no token. */
export function isWellFormedToken(token: string | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** A record id: a readable prefix and 96 random bits. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}
