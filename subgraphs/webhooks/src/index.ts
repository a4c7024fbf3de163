import {
  gatewayOwnerPort,
  openSchemaDatabase,
  readTypeDefs,
  requestOwnership,
  subgraphContext,
  type SubgraphDefinition,
} from '@atelier/platform';
import { webhooksEntities } from './entities/index.ts';
import { webhooksMigrations } from './migrations/index.ts';
import { webhooksJobs } from './jobs/webhooks-jobs.ts';
import { resolvers } from './resolvers/index.ts';
import { seedWebhooksDemo } from './seed-demo.ts';
import { webhookSettings } from './services/webhook-settings.ts';
import type { Context } from './context.ts';

export const subgraph: SubgraphDefinition = {
  name: 'webhooks',
  openDatabase: (clientUrl) =>
    openSchemaDatabase({ clientUrl, schema: 'webhooks', entities: webhooksEntities, migrations: webhooksMigrations }),
  service: ({ orm, gatewayUrl, secret, jobs, publicUrl }) => {
    const owners = gatewayOwnerPort(gatewayUrl, secret);
    const settings = webhookSettings(publicUrl);
    return {
      name: 'webhooks',
      typeDefs: readTypeDefs(new URL('./schema.graphql', import.meta.url)),
      resolvers,
      context: async (request): Promise<Context> => ({
        ...subgraphContext(orm, request),
        ...requestOwnership(owners, request),
        settings,
        jobs,
      }),
    };
  },
  jobs: webhooksJobs,
  seedDemo: seedWebhooksDemo,
};
