import { loadSubgraphTypeDefs, mergeResolvers, openSchemaDatabase, type SubgraphDefinition } from '@atelier/platform';
import { catalogEntities } from './entities/index.ts';
import { catalogMigrations } from './migrations/index.ts';
import { createLoaders } from './loaders.ts';
import { catalogResolvers } from './resolvers.ts';
import { contentResolvers } from './content-resolvers.ts';
import { UNLOCK_LIMIT_RULE } from './domain/unlock-policy.ts';
import { seedCatalogDemo } from './seed-demo.ts';
import type { Context } from './context.ts';

export const subgraph: SubgraphDefinition = {
  name: 'catalog',
  openDatabase: (clientUrl) =>
    openSchemaDatabase({ clientUrl, schema: 'catalog', entities: catalogEntities, migrations: catalogMigrations }),
  service: ({ orm, limits }) => ({
    name: 'catalog',
    typeDefs: loadSubgraphTypeDefs('catalog'),
    resolvers: mergeResolvers(catalogResolvers, contentResolvers(limits.limit('unlock-attempts', UNLOCK_LIMIT_RULE))),
    context: async (request): Promise<Context> => {
      const em = orm.em.fork();
      return { em, loaders: createLoaders(em), request };
    },
  }),
  seedDemo: seedCatalogDemo,
};
