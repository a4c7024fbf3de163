import type { MikroORM } from '@mikro-orm/postgresql';
import type { SubgraphServiceOptions } from './http/subgraph-service.ts';

export interface SubgraphDependencies {
  orm: MikroORM;
  /** The gateway's GraphQL endpoint, for the rare read a subgraph needs from another domain. */
  gatewayUrl: string;
}

/**
 * What the launcher needs to know of a subgraph. Each folder under subgraphs/ exports one of these
 * as `subgraph`; adding a subgraph is that folder plus its name in subgraphs.config.ts.
 */
export interface SubgraphDefinition {
  name: string;
  openDatabase(clientUrl: string): Promise<MikroORM>;
  service(deps: SubgraphDependencies): SubgraphServiceOptions<any>;
  /** Inserts this subgraph's part of the demo site unless it is already there. */
  seedDemo?(orm: MikroORM): Promise<void>;
}
