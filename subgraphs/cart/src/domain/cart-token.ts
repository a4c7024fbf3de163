import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: the cart token is the only key to a cart, so it must not be guessable. */
export function newCartToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashCartToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Tokens are minted here; anything else a client sends is treated as no token. */
export function isWellFormedCartToken(token: string | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}
