import { createHash, randomBytes } from 'node:crypto';

/**
 * An API key's secret: `atk_` and 256 random bits (base64url), so a leaked string is recognisable
 * as ours and a wrong one is refused without a look-up. Only its SHA-256 is stored.
 */
const SECRET_PATTERN = /^atk_[A-Za-z0-9_-]{43}$/;

export const newApiKeySecret = (): string => `atk_${randomBytes(32).toString('base64url')}`;

export const isWellFormedApiKey = (secret: string): boolean => SECRET_PATTERN.test(secret);

export const hashApiKey = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** How a key is shown once its secret is gone: its first characters. */
export const apiKeyStart = (secret: string): string => secret.slice(0, 10);

/**
 * The key an Authorization header carries: `{ secret }`, `{ malformed: true }` for a Bearer value
 * that cannot be a key, or undefined when the header names no Bearer credential.
 */
export function bearerKeyOf(header: string | undefined): { secret: string } | { malformed: true } | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return /^Bearer\b/i.test(header) ? { malformed: true } : undefined;
  return isWellFormedApiKey(match[1]!) ? { secret: match[1]! } : { malformed: true };
}
