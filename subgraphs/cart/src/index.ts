import { loadSubgraphTypeDefs, openSchemaDatabase, type SubgraphDefinition } from '@atelier/platform';
import { cartEntities } from './entities/index.ts';
import { cartMigrations } from './migrations/index.ts';
import { cartCleanupJobs } from './jobs/cart-cleanups.ts';
import { createLoaders } from './loaders.ts';
import { resolvers } from './resolvers.ts';
import { seedCartDemo } from './seed-demo.ts';
import { cartLimits } from './services/cart-limits.ts';
import { gatewayCatalogPort } from './services/catalog-port.ts';
import { gatewayStockOwnerPort } from './services/stock-owner-port.ts';
import type { Context } from './context.ts';

export const subgraph: SubgraphDefinition = {
  name: 'cart',
  openDatabase: (clientUrl) => openSchemaDatabase({ clientUrl, schema: 'cart', entities: cartEntities, migrations: cartMigrations }),
  service: ({ orm, gatewayUrl, limits, secret }) => {
    const catalog = gatewayCatalogPort(gatewayUrl, secret);
    const cartLimitSet = cartLimits(limits);
    const owners = gatewayStockOwnerPort(gatewayUrl, secret);
    return {
      name: 'cart',
      typeDefs: loadSubgraphTypeDefs('cart'),
      resolvers,
      context: async (request): Promise<Context> => {
        const em = orm.em.fork();
        return {
          em,
          loaders: createLoaders(em),
          catalog: { findOffer: (itemId, sku) => catalog.findOffer(itemId, sku, request.siteId) },
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
  jobs: ({ orm }) => cartCleanupJobs(orm),
  seedDemo: seedCartDemo,
};
