import {
  gatewayOwnerPort,
  readTypeDefs,
  requestOwnership,
  openSchemaDatabase,
  subgraphContext,
  type SubgraphDefinition,
} from '@atelier/platform';
import { trackingEntities } from './entities/index.ts';
import { trackingMigrations } from './migrations/index.ts';
import { resolvers } from './resolvers/index.ts';
import { seedTrackingDemo } from './seed-demo.ts';
import type { Context } from './context.ts';

export const subgraph: SubgraphDefinition = {
  name: 'tracking',
  openDatabase: (clientUrl) =>
    openSchemaDatabase({ clientUrl, schema: 'tracking', entities: trackingEntities, migrations: trackingMigrations }),
  service: ({ orm, gatewayUrl, secret }) => {
    const owners = gatewayOwnerPort(gatewayUrl, secret);
    return {
      name: 'tracking',
      typeDefs: readTypeDefs(new URL('./schema.graphql', import.meta.url)),
      resolvers,
      context: async (request): Promise<Context> => ({
        ...subgraphContext(orm, request),
        ...requestOwnership(owners, request),
      }),
    };
  },
  seedDemo: seedTrackingDemo,
};
