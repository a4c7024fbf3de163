import {
  gatewayOwnerPort,
  openSchemaDatabase,
  readTypeDefs,
  requestOwnership,
  subgraphContext,
  type SubgraphDefinition,
} from '@atelier/platform';
import { catalogEntities } from './entities/index.ts';
import { catalogMigrations } from './migrations/index.ts';
import { createLoaders } from './loaders.ts';
import { resolvers } from './resolvers/index.ts';
import { gatewayStockPort } from './ports/stock-port.ts';
import { gatewayPlanPort } from './ports/plan-port.ts';
import { catalogLimits } from './services/catalog-limits.ts';
import { themeChecker } from './services/theme-check.ts';
import { themeCheckSettings } from '@atelier/theme';
import { seedCatalogDemo } from './seed-demo.ts';
import type { Context } from './context.ts';

export const subgraph: SubgraphDefinition = {
  name: 'catalog',
  openDatabase: (clientUrl) =>
    openSchemaDatabase({ clientUrl, schema: 'catalog', entities: catalogEntities, migrations: catalogMigrations }),
  service: ({ orm, limits, gatewayUrl, secret }) => {
    const owners = gatewayOwnerPort(gatewayUrl, secret);
    const limitSet = catalogLimits(limits);
    const stock = gatewayStockPort(gatewayUrl, secret);
    const plans = gatewayPlanPort(gatewayUrl, secret);
    const themeChecks = themeChecker(themeCheckSettings());
    return {
      name: 'catalog',
      typeDefs: readTypeDefs(new URL('./schema.graphql', import.meta.url)),
      resolvers,
      context: async (request): Promise<Context> => {
        const base = subgraphContext(orm, request);
        return {
          ...base,
          ...requestOwnership(owners, request),
          loaders: createLoaders(base.em),
          limits: limitSet,
          stock,
          plans,
          themeChecks,
        };
      },
    };
  },
  seedDemo: seedCatalogDemo,
};
