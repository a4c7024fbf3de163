import type { RateLimit, RateLimitStore } from '@atelier/platform';
import { NEW_SITE_LIMIT_RULES } from '../domain/new-site.ts';
import { UNLOCK_LIMIT_RULE } from '../domain/unlock-policy.ts';

export interface CatalogLimits {
  /** Password attempts on a protected collection, per client and collection. */
  unlock: RateLimit;
  /** Sites created, per owner. */
  newSitesPerOwner: RateLimit;
  /** Sites created, per client address. */
  newSitesPerClient: RateLimit;
}

/** The catalog's limits, counted in the shared store so that every process sees them. */
export function catalogLimits(store: RateLimitStore): CatalogLimits {
  return {
    unlock: store.limit('unlock-attempts', UNLOCK_LIMIT_RULE),
    newSitesPerOwner: store.limit('new-sites-per-owner', NEW_SITE_LIMIT_RULES['new-sites-per-owner']),
    newSitesPerClient: store.limit('new-sites-per-client', NEW_SITE_LIMIT_RULES['new-sites-per-client']),
  };
}
