import {
  gatewayOwnerPort,
  readTypeDefs,
  requestOwnership,
  openSchemaDatabase,
  subgraphContext,
  type SubgraphDefinition,
} from '@atelier/platform';
import { partnersEntities } from './entities/index.ts';
import { partnersMigrations } from './migrations/index.ts';
import { resolvers } from './resolvers/index.ts';
import { gatewayPlanPort } from './ports/plan-port.ts';
import { seedPartnersDemo } from './seed-demo.ts';
import type { Context } from './context.ts';

export const subgraph: SubgraphDefinition = {
  name: 'partners',
  openDatabase: (clientUrl) =>
    openSchemaDatabase({ clientUrl, schema: 'partners', entities: partnersEntities, migrations: partnersMigrations }),
  service: ({ orm, gatewayUrl, secret }) => {
    const owners = gatewayOwnerPort(gatewayUrl, secret);
    const plans = gatewayPlanPort(gatewayUrl, secret);
    return {
      name: 'partners',
      typeDefs: readTypeDefs(new URL('./schema.graphql', import.meta.url)),
      resolvers,
      context: async (request): Promise<Context> => ({
        ...subgraphContext(orm, request),
        ...requestOwnership(owners, request),
        plans,
      }),
    };
  },
  seedDemo: seedPartnersDemo,
};
