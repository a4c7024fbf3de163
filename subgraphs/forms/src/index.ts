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
import { gatewayCommentFacts } from './ports/comment-facts-port.ts';
import { postSocialReader } from './services/comments/post-social.ts';
import type { Context } from './context.ts';

export const subgraph: SubgraphDefinition = {
  name: 'forms',
  openDatabase: (clientUrl) =>
    openSchemaDatabase({ clientUrl, schema: 'forms', entities: formsEntities, migrations: formsMigrations }),
  service: ({ orm, gatewayUrl, limits, secret, mailer }) => {
    const owners = gatewayOwnerPort(gatewayUrl, secret);
    const limitSet = formLimits(limits);
    const commentFacts = gatewayCommentFacts(gatewayUrl, secret);
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
      context: async (request): Promise<Context> => {
        const base = subgraphContext(orm, request);
        return {
          ...base,
          ...requestOwnership(owners, request),
          limits: limitSet,
          captcha,
          mailer,
          secret,
          commentFacts,
          postSocial: postSocialReader(base.em, base.siteId, base.representations),
        };
      },
    };
  },
  jobs: ({ orm, mailer, secret }) => formsCleanupJobs(orm, mailer, secret),
  seedDemo: seedFormsDemo,
};
