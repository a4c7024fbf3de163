import { loadSubgraphTypeDefs, openSchemaDatabase, type SubgraphDefinition } from '@atelier/platform';
import { catalogEntities } from './entities/index.ts';
import { catalogMigrations } from './migrations/index.ts';
import { createLoaders } from './loaders.ts';
import { resolvers } from './resolvers.ts';
import { seedCatalogDemo } from './seed-demo.ts';
import type { Context } from './context.ts';

export const subgraph: SubgraphDefinition = {
  name: 'catalog',
  openDatabase: (clientUrl) =>
    openSchemaDatabase({ clientUrl, schema: 'catalog', entities: catalogEntities, migrations: catalogMigrations }),
  service: ({ orm }) => ({
    name: 'catalog',
    typeDefs: loadSubgraphTypeDefs('catalog'),
    resolvers,
    context: async (): Promise<Context> => {
      const em = orm.em.fork();
      return { em, loaders: createLoaders(em) };
    },
  }),
  seedDemo: seedCatalogDemo,
};
