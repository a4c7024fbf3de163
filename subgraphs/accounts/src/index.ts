import { INTERNAL_HEADERS, isWellFormedToken, loadSubgraphTypeDefs, openSubgraphDatabase, type SubgraphDefinition } from '@atelier/platform';
import { accountsEntities } from './entities/index.ts';
import { accountsMigrations } from './migrations/index.ts';
import { createLoginThrottle } from './domain/login-throttle.ts';
import { resolvers } from './resolvers.ts';
import { seedAccountsDemo } from './seed-demo.ts';
import type { Context } from './context.ts';

export const subgraph: SubgraphDefinition = {
  name: 'accounts',
  openDatabase: (clientUrl) =>
    openSubgraphDatabase({ clientUrl, schema: 'accounts', entities: accountsEntities, migrations: accountsMigrations }),
  service: ({ orm }) => {
    const loginThrottle = createLoginThrottle();
    return {
      name: 'accounts',
      typeDefs: loadSubgraphTypeDefs('accounts'),
      resolvers,
      context: async (request): Promise<Context> => {
        const token = request.header(INTERNAL_HEADERS.sessionToken);
        return {
          em: orm.em.fork(),
          sessionToken: isWellFormedToken(token) ? token : undefined,
          setCookie: request.setCookie,
          loginThrottle,
          clientAddress: request.header(INTERNAL_HEADERS.clientAddress) ?? 'unknown',
        };
      },
      health: async () => {
        await orm.em.getConnection().execute('select 1');
      },
    };
  },
  seedDemo: seedAccountsDemo,
};
