import { hashApiKey } from '@atelier/partners/server';
import type { SiteCache } from '@atelier/platform';

/** A key a request carries, as the partners subgraph checked it. */
export interface KeyAccess {
  id: string;
  websiteId: string;
  scopes: readonly string[];
}

/** Checks a key's secret with the partners subgraph; undefined when it is unknown or revoked. */
export type KeyCheck = (secret: string) => Promise<KeyAccess | undefined>;

export interface ApiKeyDirectory {
  keyFor(secret: string): Promise<KeyAccess | undefined>;
}

/**
 * Secret → key, asked of the partners subgraph at most once a minute per key and process (the
 * minute is part of the cache's key, which is also how "last used" is kept to the minute without a
 * write per request), and forgotten in every process when a key is revoked or a plan changes
 * (platform siteCache), so a revoked key is refused everywhere from the owner's answer on. Entries
 * are kept by the secret's hash, never the secret.
 */
export function createApiKeyDirectory(
  check: KeyCheck,
  cache: SiteCache<KeyAccess | undefined>,
  now: () => number = Date.now,
): ApiKeyDirectory {
  return {
    keyFor: (secret) => cache.get(`${hashApiKey(secret)}:${Math.floor(now() / 60_000)}`, () => check(secret)),
  };
}
