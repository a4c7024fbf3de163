import type { OwnerRequest, SubgraphContext } from '@atelier/platform';
import type { PlanPort } from './ports/plan-port.ts';

/**
 * The request (its site, and the API key the gateway checked, when it carries one), its visitor as
 * an owner, and the partners subgraph's dependencies: the subgraphs' one context shape
 * (subgraphs/README.md).
 */
export interface Context extends SubgraphContext, OwnerRequest {
  plans: PlanPort;
}
