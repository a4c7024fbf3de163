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
import { trackingJobs } from './jobs/tracking-jobs.ts';
import { dailySalts } from './services/daily-salts.ts';
import { userAgentReader } from './services/user-agents.ts';
import type { Context } from './context.ts';

export const subgraph: SubgraphDefinition = {
  name: 'tracking',
  openDatabase: (clientUrl) =>
    openSchemaDatabase({ clientUrl, schema: 'tracking', entities: trackingEntities, migrations: trackingMigrations }),
  service: ({ orm, gatewayUrl, secret }) => {
    const owners = gatewayOwnerPort(gatewayUrl, secret);
    const salts = dailySalts();
    const readUserAgent = userAgentReader();
    return {
      name: 'tracking',
      typeDefs: readTypeDefs(new URL('./schema.graphql', import.meta.url)),
      resolvers,
      context: async (request): Promise<Context> => ({
        ...subgraphContext(orm, request),
        ...requestOwnership(owners, request),
        salts,
        readUserAgent,
      }),
    };
  },
  jobs: trackingJobs,
  seedDemo: seedTrackingDemo,
};
