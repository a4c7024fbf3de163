import { readTypeDefs, mergeResolvers, openSchemaDatabase, type SubgraphDefinition } from '@atelier/platform';
import { catalogEntities } from './entities/index.ts';
import { catalogMigrations } from './migrations/index.ts';
import { createLoaders } from './loaders.ts';
import { catalogResolvers } from './resolvers/visitor-catalog.ts';
import { contentResolvers } from './resolvers/visitor-content.ts';
import { ownerResolvers } from './resolvers/owner-content.ts';
import { productOwnerResolvers } from './resolvers/owner-products.ts';
import { partnerResolvers } from './resolvers/partner.ts';
import { siteSettingsResolvers } from './resolvers/owner-site.ts';
import { gatewayStockPort } from './ports/stock-port.ts';
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
