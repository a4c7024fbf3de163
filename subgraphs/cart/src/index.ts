import { INTERNAL_HEADERS, isWellFormedToken, loadSubgraphTypeDefs, openSubgraphDatabase, type SubgraphDefinition } from '@atelier/platform';
import { cartEntities } from './entities/index.ts';
import { cartMigrations } from './migrations/index.ts';
import { createLoaders } from './loaders.ts';
import { resolvers } from './resolvers.ts';
import { seedCartDemo } from './seed-demo.ts';
import { gatewayCatalogPort } from './services/catalog-port.ts';
import type { Context } from './context.ts';

export const subgraph: SubgraphDefinition = {
  name: 'cart',
  openDatabase: (clientUrl) => openSubgraphDatabase({ clientUrl, schema: 'cart', entities: cartEntities, migrations: cartMigrations }),
  service: ({ orm, gatewayUrl }) => {
    const catalog = gatewayCatalogPort(gatewayUrl);
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
          cartToken: isWellFormedToken(token) ? token : undefined,
          setCookie: request.setCookie,
        };
      },
      health: async () => {
        await orm.em.getConnection().execute('select 1');
      },
    };
  },
  seedDemo: seedCartDemo,
};
