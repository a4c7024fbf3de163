import {
  gatewayOwnerPort,
  openSchemaDatabase,
  readTypeDefs,
  requestOwnership,
  subgraphContext,
  type SubgraphDefinition,
} from '@atelier/platform';
import { testPaymentProvider } from '@atelier/commerce/server';
import { billingEntities } from './entities/index.ts';
import { billingMigrations } from './migrations/index.ts';
import { billingJobs } from './jobs/billing-jobs.ts';
import { resolvers } from './resolvers/index.ts';
import { gatewaySiteUsage } from './ports/site-usage-port.ts';
import { billingSettingsFromEnv } from './services/billing-settings.ts';
import { seedBillingDemo } from './seed-demo.ts';
import type { Context } from './context.ts';

/** Plans are charged in test mode through the built-in provider, its ledger in billing's own schema. */
const LEDGER = 'billing.test_payment_ledger';

export const subgraph: SubgraphDefinition = {
  name: 'billing',
  openDatabase: (clientUrl) =>
    openSchemaDatabase({ clientUrl, schema: 'billing', entities: billingEntities, migrations: billingMigrations }),
  service: ({ orm, gatewayUrl, secret }) => {
    const owners = gatewayOwnerPort(gatewayUrl, secret);
    const payments = testPaymentProvider(() => orm.em.fork(), LEDGER);
    const usage = gatewaySiteUsage(gatewayUrl, secret);
    const settings = billingSettingsFromEnv();
    return {
      name: 'billing',
      typeDefs: readTypeDefs(new URL('./schema.graphql', import.meta.url)),
      resolvers,
      context: async (request): Promise<Context> => ({
        ...subgraphContext(orm, request),
        ...requestOwnership(owners, request),
        payments,
        settings,
        usage,
      }),
    };
  },
  jobs: (deps) =>
    billingJobs(
      deps,
      testPaymentProvider(() => deps.orm.em.fork(), LEDGER),
    ),
  seedDemo: seedBillingDemo,
};
