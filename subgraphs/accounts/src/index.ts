import {
  gatewayOwnerPort,
  openSchemaDatabase,
  readTypeDefs,
  requestOwnership,
  subgraphContext,
  type SubgraphDefinition,
} from '@atelier/platform';
import { captchaGate } from '@atelier/forms/server';
import { accountsEntities } from './entities/index.ts';
import type { Owner } from './entities/owner.ts';
import { accountsMigrations } from './migrations/index.ts';
import { accountsJobs } from './jobs/clean-up.ts';
import { resolvers } from './resolvers/index.ts';
import { seedAccountsDemo } from './seed-demo.ts';
import { loginLimits } from './services/login-limits.ts';
import { accountLimits } from './services/account-limits.ts';
import { ownerOfSession } from './services/sessions.ts';
import type { Context } from './context.ts';

export const subgraph: SubgraphDefinition = {
  name: 'accounts',
  openDatabase: (clientUrl) =>
    openSchemaDatabase({ clientUrl, schema: 'accounts', entities: accountsEntities, migrations: accountsMigrations }),
  service: ({ orm, limits, secret, mailer, gatewayUrl }) => {
    // Only a session hand-off asks it: the site a token is made for must be the owner's.
    const owners = gatewayOwnerPort(gatewayUrl, secret);
    const limitSet = { ...loginLimits(limits), ...accountLimits(limits) };
    const captcha = captchaGate({ secret, schema: 'accounts' });
    return {
      name: 'accounts',
      typeDefs: readTypeDefs(new URL('./schema.graphql', import.meta.url)),
      resolvers,
      context: async (request): Promise<Context> => {
        const base = subgraphContext(orm, request);
        let owner: Promise<Owner | null> | undefined;
        return {
          ...base,
          limits: limitSet,
          captcha,
          mailer,
          sessionOwner: () => (owner ??= ownerOfSession(base.em, base.sessionToken)),
          ownsWebsite: requestOwnership(owners, request).ownsWebsite,
        };
      },
    };
  },
  jobs: ({ orm }) => accountsJobs(orm),
  seedDemo: seedAccountsDemo,
};
