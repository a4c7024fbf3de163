import type { OwnerRequest, SubgraphContext } from '@atelier/platform';

/** The request (its site, its client) and its visitor as an owner: the subgraphs' one context shape (subgraphs/README.md). */
export interface Context extends SubgraphContext, OwnerRequest {}
