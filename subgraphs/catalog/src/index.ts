import { readTypeDefs, mergeResolvers, openSchemaDatabase, type SubgraphDefinition } from '@atelier/platform';
import { catalogEntities } from './entities/index.ts';
import { catalogMigrations } from './migrations/index.ts';
import { createLoaders } from './loaders.ts';
import { catalogResolvers } from './resolvers.ts';
import { contentResolvers } from './content-resolvers.ts';
import { ownerResolvers } from './owner-resolvers.ts';
import { productOwnerResolvers } from './product-owner-resolvers.ts';
import { partnerResolvers } from './partner-resolvers.ts';
import { siteSettingsResolvers } from './site-settings-resolvers.ts';
import { gatewayStockPort } from './services/stock-port.ts';
import { gatewayOwnerPort } from '@atelier/platform';
import { UNLOCK_LIMIT_RULE } from './domain/unlock-policy.ts';
import { seedCatalogDemo } from './seed-demo.ts';
import type { Context } from './context.ts';

export const subgraph: SubgraphDefinition = {
  name: 'catalog',
  openDatabase: (clientUrl) =>
    openSchemaDatabase({ clientUrl, schema: 'catalog', entities: catalogEntities, migrations: catalogMigrations }),
  service: ({ orm, limits, gatewayUrl, secret }) => {
    const owners = gatewayOwnerPort(gatewayUrl, secret);
    return {
      name: 'catalog',
      typeDefs: readTypeDefs(new URL('./schema.graphql', import.meta.url)),
      resolvers: mergeResolvers(catalogResolvers, contentResolvers(limits.limit('unlock-attempts', UNLOCK_LIMIT_RULE)), ownerResolvers(owners), productOwnerResolvers(owners), partnerResolvers(gatewayStockPort(gatewayUrl, secret)), siteSettingsResolvers(owners)),
      context: async (request): Promise<Context> => {
        const em = orm.em.fork();
        return { em, loaders: createLoaders(em), request };
      },
    };
  },
  seedDemo: seedCatalogDemo,
};
