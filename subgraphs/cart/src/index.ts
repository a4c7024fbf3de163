import { gatewayOwnerPort, mergeResolvers, requestOwnership, loadSubgraphTypeDefs, openSchemaDatabase, type SubgraphDefinition } from '@atelier/platform';
import { cartEntities } from './entities/index.ts';
import { cartMigrations } from './migrations/index.ts';
import { cartCleanupJobs } from './jobs/cart-cleanups.ts';
import { createLoaders, stockOfReferences } from './loaders.ts';
import { resolvers } from './resolvers.ts';
import { ownerResolvers } from './owner-resolvers.ts';
import { seedCartDemo } from './seed-demo.ts';
import { cartLimits } from './services/cart-limits.ts';
import { catalogOfSite, gatewayCatalogPort } from './services/catalog-port.ts';
import { gatewayStockOwnerPort } from './services/stock-owner-port.ts';
import type { Context } from './context.ts';
import { cartPricingMemo } from './services/cart-pricing-memo.ts';
import { testPaymentProvider } from './payments/test-payment-provider.ts';
import { orderJobs } from './jobs/order-jobs.ts';
import { subscriptionJobs } from './jobs/subscription-jobs.ts';

export const subgraph: SubgraphDefinition = {
  name: 'cart',
  openDatabase: (clientUrl) => openSchemaDatabase({ clientUrl, schema: 'cart', entities: cartEntities, migrations: cartMigrations }),
  service: ({ orm, gatewayUrl, limits, secret, mailer }) => {
    const payments = testPaymentProvider(() => orm.em.fork());
    const catalog = gatewayCatalogPort(gatewayUrl, secret);
    const cartLimitSet = cartLimits(limits);
    const owners = gatewayStockOwnerPort(gatewayUrl, secret);
    const siteOwners = gatewayOwnerPort(gatewayUrl, secret);
    return {
      name: 'cart',
      typeDefs: loadSubgraphTypeDefs('cart'),
      resolvers: mergeResolvers(resolvers, ownerResolvers),
      context: async (request): Promise<Context> => {
        const em = orm.em.fork();
        const loaders = createLoaders(em);
        return {
          em,
          loaders,
          stockOfReferences: await stockOfReferences(loaders, request.representations),
          pricing: cartPricingMemo(em, loaders),
          payments,
          mailer,
          secret,
          siteOrigin: request.siteOrigin,
          ...requestOwnership(siteOwners, request),
          catalog: catalogOfSite(catalog, request.siteId),
          siteId: request.siteId,
          sessionToken: request.sessionToken,
          owners,
          limits: cartLimitSet,
          cartToken: request.cartToken,
          expressCartToken: request.expressCartToken,
          clientAddress: request.clientAddress,
          setCookie: request.setCookie,
        };
      },
    };
  },
  jobs: (deps) => {
    const payments = testPaymentProvider(() => deps.orm.em.fork());
    return [...cartCleanupJobs(deps.orm), ...orderJobs(deps, payments), ...subscriptionJobs(deps, payments)];
  },
  seedDemo: seedCartDemo,
};
