import type { OwnerRequest, SubgraphContext } from '@atelier/platform';
import type { UserAgentFacts } from './domain/user-agent.ts';
import type { DailySalts } from './services/daily-salts.ts';

/**
 * The request (its site, its client) and its visitor as an owner, with tracking's dependencies:
 * the day's salt and the remembered User-Agent reader. The subgraphs' one context shape.
 */
export interface Context extends SubgraphContext, OwnerRequest {
  salts: DailySalts;
  readUserAgent(userAgent: string): UserAgentFacts;
}
