import { createHash } from 'node:crypto';

/**
 * A visitor who gave a protected collection's password keeps, in the `atelier-unlock` cookie, one
 * key per collection: `<collectionId>.<key>`, comma separated. The key is derived from the stored
 * password hash (secret, salted), so it proves the password was given and stops working when the
 * owner changes it.
 */
export const MAX_UNLOCK_KEYS = 20;
const ENTRY = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/;

export const unlockKeyFor = (collectionId: string, passwordHash: string) =>
  createHash('sha256').update(`unlock\0${collectionId}\0${passwordHash}`).digest('base64url');

/** The well-formed entries of a cookie or header value, by collection id; anything else is ignored. */
export function readUnlockKeys(value: unknown): Map<string, string> {
  const keys = new Map<string, string>();
  if (typeof value !== 'string' || value.length > MAX_UNLOCK_KEYS * 110) return keys;
  for (const entry of value.split(',')) {
    const match = ENTRY.exec(entry.trim());
    if (match && keys.size < MAX_UNLOCK_KEYS) keys.set(match[1]!, match[2]!);
  }
  return keys;
}

export const writeUnlockKeys = (keys: Map<string, string>) =>
  [...keys]
    .slice(-MAX_UNLOCK_KEYS)
    .map(([id, key]) => `${id}.${key}`)
    .join(',');
