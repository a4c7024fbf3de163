import { readTypeDefs, openSchemaDatabase, subgraphContext, type SubgraphDefinition } from '@atelier/platform';
import { accountsEntities } from './entities/index.ts';
import { accountsMigrations } from './migrations/index.ts';
import { sessionCleanupJobs } from './jobs/session-cleanup.ts';
import { resolvers } from './resolvers/index.ts';
import { seedAccountsDemo } from './seed-demo.ts';
import { loginLimits } from './services/login-limits.ts';
import type { Context } from './context.ts';

export const subgraph: SubgraphDefinition = {
  name: 'accounts',
  openDatabase: (clientUrl) =>
    openSchemaDatabase({ clientUrl, schema: 'accounts', entities: accountsEntities, migrations: accountsMigrations }),
  service: ({ orm, limits }) => {
    const loginLimitSet = loginLimits(limits);
    return {
      name: 'accounts',
      typeDefs: readTypeDefs(new URL('./schema.graphql', import.meta.url)),
      resolvers,
      context: async (request): Promise<Context> => ({ ...subgraphContext(orm, request), limits: loginLimitSet }),
    };
  },
  jobs: ({ orm }) => sessionCleanupJobs(orm),
  seedDemo: seedAccountsDemo,
};
