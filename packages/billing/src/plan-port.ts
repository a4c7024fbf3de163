import { entitlementFromApi } from './api-names.ts';
import type { Entitlement } from './gating.ts';

/** What a site's plan allows, as a subgraph that enforces it asks: billing decides. */
export interface PlanPort {
  entitlementOf(siteId: string): Promise<Entitlement>;
}

/** A site's plan entitlement as the API answers `{ site { planEntitlement } }`. */
export interface PlanEntitlementAnswer {
  site?: { planEntitlement: Parameters<typeof entitlementFromApi>[0] } | null;
}

/**
 * The plan port of a subgraph that reads the entitlement through the gateway on the site's behalf:
 * `ask` runs the subgraph's own generated query (each subgraph's port documents what it reads).
 */
export function planPortAsking(ask: (siteId: string) => Promise<PlanEntitlementAnswer>): PlanPort {
  return {
    async entitlementOf(siteId) {
      const data = await ask(siteId);
      if (!data.site) throw new Error(`no site ${siteId} to read the plan of`);
      return entitlementFromApi(data.site.planEntitlement);
    },
  };
}
