import type { RateLimit, RateLimitStore } from '@atelier/platform';
import { UNLOCK_LIMIT_RULE } from '../domain/unlock-policy.ts';

export interface CatalogLimits {
  /** Password attempts on a protected collection, per client and collection. */
  unlock: RateLimit;
}

/** The catalog's limits, counted in the shared store so that every process sees them. */
export function catalogLimits(store: RateLimitStore): CatalogLimits {
  return { unlock: store.limit('unlock-attempts', UNLOCK_LIMIT_RULE) };
}
