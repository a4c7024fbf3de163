import { loadSubgraphTypeDefs, mergeResolvers, openSchemaDatabase, type SubgraphDefinition } from '@atelier/platform';
import { catalogEntities } from './entities/index.ts';
import { catalogMigrations } from './migrations/index.ts';
import { createLoaders } from './loaders.ts';
import { catalogResolvers } from './resolvers.ts';
import { contentResolvers } from './content-resolvers.ts';
import { ownerResolvers } from './owner-resolvers.ts';
import { gatewayOwnerPort } from './services/owner-port.ts';
import { UNLOCK_LIMIT_RULE } from './domain/unlock-policy.ts';
import { seedCatalogDemo } from './seed-demo.ts';
import type { Context } from './context.ts';

export const subgraph: SubgraphDefinition = {
  name: 'catalog',
  openDatabase: (clientUrl) =>
    openSchemaDatabase({ clientUrl, schema: 'catalog', entities: catalogEntities, migrations: catalogMigrations }),
  service: ({ orm, limits, gatewayUrl, secret }) => ({
    name: 'catalog',
    typeDefs: loadSubgraphTypeDefs('catalog'),
    resolvers: mergeResolvers(catalogResolvers, contentResolvers(limits.limit('unlock-attempts', UNLOCK_LIMIT_RULE)), ownerResolvers(gatewayOwnerPort(gatewayUrl, secret))),
    context: async (request): Promise<Context> => {
      const em = orm.em.fork();
      return { em, loaders: createLoaders(em), request };
    },
  }),
  seedDemo: seedCatalogDemo,
};
