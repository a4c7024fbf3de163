import {
  gatewayOwnerPort,
  readTypeDefs,
  requestOwnership,
  openSchemaDatabase,
  subgraphContext,
  type SubgraphDefinition,
} from '@atelier/platform';
import { captchaGate } from '@atelier/forms/server';
import { restockEntities } from './entities/index.ts';
import { restockMigrations } from './migrations/index.ts';
import { restockJobs } from './jobs/restock-jobs.ts';
import { resolvers } from './resolvers/index.ts';
import { gatewayCatalogFacts } from './ports/catalog-facts-port.ts';
import { restockLimits } from './services/restock-limits.ts';
import { seedRestockDemo } from './seed-demo.ts';
import type { Context } from './context.ts';

export const subgraph: SubgraphDefinition = {
  name: 'restock',
  openDatabase: (clientUrl) =>
    openSchemaDatabase({ clientUrl, schema: 'restock', entities: restockEntities, migrations: restockMigrations }),
  service: ({ orm, gatewayUrl, limits, secret, jobs }) => {
    const owners = gatewayOwnerPort(gatewayUrl, secret);
    const limitSet = restockLimits(limits);
    const captcha = captchaGate({ secret, schema: 'restock' });
    const catalog = gatewayCatalogFacts(gatewayUrl, secret);
    return {
      name: 'restock',
      typeDefs: readTypeDefs(new URL('./schema.graphql', import.meta.url)),
      resolvers,
      context: async (request): Promise<Context> => ({
        ...subgraphContext(orm, request),
        ...requestOwnership(owners, request),
        secret,
        limits: limitSet,
        captcha,
        catalog,
        jobs,
      }),
    };
  },
  jobs: restockJobs,
  seedDemo: seedRestockDemo,
};
