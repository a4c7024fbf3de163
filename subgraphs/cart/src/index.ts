import { INTERNAL_HEADERS, isWellFormedToken, loadSubgraphTypeDefs, openSchemaDatabase, type SubgraphDefinition } from '@atelier/platform';
import { cartEntities } from './entities/index.ts';
import { cartMigrations } from './migrations/index.ts';
import { cartCleanupJobs } from './jobs/cart-cleanups.ts';
import { createLoaders } from './loaders.ts';
import { resolvers } from './resolvers.ts';
import { seedCartDemo } from './seed-demo.ts';
import { cartLimits } from './services/cart-limits.ts';
import { gatewayCatalogPort } from './services/catalog-port.ts';
import type { Context } from './context.ts';

export const subgraph: SubgraphDefinition = {
  name: 'cart',
  openDatabase: (clientUrl) => openSchemaDatabase({ clientUrl, schema: 'cart', entities: cartEntities, migrations: cartMigrations }),
  service: ({ orm, gatewayUrl, limits }) => {
    const catalog = gatewayCatalogPort(gatewayUrl);
    const cartLimitSet = cartLimits(limits);
    return {
      name: 'cart',
      typeDefs: loadSubgraphTypeDefs('cart'),
      resolvers,
      context: async (request): Promise<Context> => {
        const em = orm.em.fork();
        const token = request.header(INTERNAL_HEADERS.cartToken);
        return {
          em,
          loaders: createLoaders(em),
          catalog,
          limits: cartLimitSet,
          cartToken: isWellFormedToken(token) ? token : undefined,
          clientAddress: request.header(INTERNAL_HEADERS.clientAddress) ?? 'unknown',
          setCookie: request.setCookie,
        };
      },
      health: async () => {
        await orm.em.getConnection().execute('select 1');
      },
    };
  },
  jobs: ({ orm }) => cartCleanupJobs(orm),
  seedDemo: seedCartDemo,
};
