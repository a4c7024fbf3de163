import {
  gatewayOwnerPort,
  openSchemaDatabase,
  readTypeDefs,
  requestOwnership,
  subgraphContext,
  type SubgraphDefinition,
} from '@atelier/platform';
import { cartEntities } from './entities/index.ts';
import { cartMigrations } from './migrations/index.ts';
import { donationJobs } from './jobs/donation-jobs.ts';
import { cartCleanupJobs } from './jobs/cart-cleanups.ts';
import { createLoaders, stockOfReferences } from './loaders.ts';
import { resolvers } from './resolvers/index.ts';
import { seedCartDemo } from './seed-demo.ts';
import { cartLimits } from './services/cart/cart-limits.ts';
import { catalogOfSite, gatewayCatalogPort } from './ports/catalog-port.ts';
import { subgraphCatalogPort } from './ports/catalog-subgraph-port.ts';
import type { Context } from './context.ts';
import { cartPricingMemo } from './services/checkout/cart-pricing-memo.ts';
import { testPaymentProvider } from '@atelier/commerce/server';
import { orderJobs } from './jobs/order-jobs.ts';
import { subscriptionJobs } from './jobs/subscription-jobs.ts';

export const subgraph: SubgraphDefinition = {
  name: 'commerce',
  // Its tables stay in the PostgreSQL schema `cart`, as named before the subgraph owned orders:
  // renaming a schema of live data would be a migration for no reader's gain (README.md).
  openDatabase: (clientUrl) =>
    openSchemaDatabase({ clientUrl, schema: 'cart', entities: cartEntities, migrations: cartMigrations }),
  service: ({ orm, gatewayUrl, subgraph, limits, secret, mailer }) => {
    const payments = testPaymentProvider(() => orm.em.fork(), 'cart.test_payment_ledger');
    // The hot paths (an add, an order) ask the catalog directly where this process knows where it is (docs/decisions.md).
    const catalog = subgraphCatalogPort(subgraph, gatewayCatalogPort(gatewayUrl, secret));
    const limitSet = cartLimits(limits);
    const owners = gatewayOwnerPort(gatewayUrl, secret);
    return {
      name: 'commerce',
      typeDefs: readTypeDefs(new URL('./schema.graphql', import.meta.url)),
      resolvers,
      context: async (request): Promise<Context> => {
        const base = subgraphContext(orm, request);
        const loaders = createLoaders(base.em);
        return {
          ...base,
          ...requestOwnership(owners, request),
          loaders,
          stockOfReferences: await stockOfReferences(loaders, request.representations),
          pricing: cartPricingMemo(base.em, loaders),
          catalog: catalogOfSite(catalog, request.siteId),
          limits: limitSet,
          payments,
          mailer,
          secret,
        };
      },
    };
  },
  jobs: (deps) => {
    const payments = testPaymentProvider(() => deps.orm.em.fork(), 'cart.test_payment_ledger');
    return [
      ...cartCleanupJobs(deps.orm),
      ...orderJobs(deps, payments),
      ...donationJobs(deps, payments),
      ...subscriptionJobs(deps, payments),
    ];
  },
  seedDemo: seedCartDemo,
};
