import {
  gatewayOwnerPort,
  readTypeDefs,
  requestOwnership,
  openSchemaDatabase,
  subgraphContext,
  type SubgraphDefinition,
} from '@atelier/platform';
import { formsEntities } from './entities/index.ts';
import { formsMigrations } from './migrations/index.ts';
import { formsCleanupJobs } from './jobs/forms-cleanups.ts';
import { resolvers } from './resolvers/index.ts';
import { seedFormsDemo } from './seed-demo.ts';
import { captchaGate, parseVerifyUrls } from '@atelier/forms/server';
import { captchaSecretKey } from './services/captcha-keys.ts';
import { formLimits } from './services/form-limits.ts';
import type { Context } from './context.ts';

export const subgraph: SubgraphDefinition = {
  name: 'forms',
  openDatabase: (clientUrl) =>
    openSchemaDatabase({ clientUrl, schema: 'forms', entities: formsEntities, migrations: formsMigrations }),
  service: ({ orm, gatewayUrl, limits, secret, mailer }) => {
    const owners = gatewayOwnerPort(gatewayUrl, secret);
    const limitSet = formLimits(limits);
    const captcha = captchaGate({
      secret,
      schema: 'forms',
      hostedSecret: (siteId, provider) => captchaSecretKey(orm.em.fork(), secret, siteId, provider),
      verifyUrls: parseVerifyUrls(),
    });
    return {
      name: 'forms',
      typeDefs: readTypeDefs(new URL('./schema.graphql', import.meta.url)),
      resolvers,
      context: async (request): Promise<Context> => ({
        ...subgraphContext(orm, request),
        ...requestOwnership(owners, request),
        limits: limitSet,
        captcha,
        mailer,
        secret,
      }),
    };
  },
  jobs: ({ orm, mailer }) => formsCleanupJobs(orm, mailer),
  seedDemo: seedFormsDemo,
};
