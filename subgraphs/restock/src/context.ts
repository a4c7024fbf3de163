import type { JobTrigger, OwnerRequest, SubgraphContext } from '@atelier/platform';
import type { CaptchaGate } from '@atelier/forms/server';
import type { CatalogFactsPort } from './ports/catalog-facts-port.ts';
import type { RestockLimits } from './services/restock-limits.ts';

/**
 * The request (its site, and the origin the visitor used, which notices link back to), its visitor
 * as an owner, and restock's dependencies: the subgraphs' one context shape (subgraphs/README.md).
 */
export interface Context extends SubgraphContext, OwnerRequest {
  secret: string;
  limits: RestockLimits;
  captcha: CaptchaGate;
  catalog: CatalogFactsPort;
  jobs: JobTrigger;
}
