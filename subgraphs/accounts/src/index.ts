import { INTERNAL_HEADERS, loadSubgraphTypeDefs, openSubgraphDatabase, type SubgraphDefinition } from '@atelier/platform';
import { accountsEntities } from './entities/index.ts';
import { accountsMigrations } from './migrations/index.ts';
import { resolvers } from './resolvers.ts';
import { seedAccountsDemo } from './seed-demo.ts';
import type { Context } from './context.ts';

export const subgraph: SubgraphDefinition = {
  name: 'accounts',
  openDatabase: (clientUrl) =>
    openSubgraphDatabase({ clientUrl, schema: 'accounts', entities: accountsEntities, migrations: accountsMigrations }),
  service: ({ orm }) => ({
    name: 'accounts',
    typeDefs: loadSubgraphTypeDefs('accounts'),
    resolvers,
    context: async (request): Promise<Context> => ({
      em: orm.em.fork(),
      sessionToken: request.header(INTERNAL_HEADERS.sessionToken) || undefined,
      setCookie: request.setCookie,
    }),
    health: async () => {
      await orm.em.getConnection().execute('select 1');
    },
  }),
  seedDemo: seedAccountsDemo,
};
