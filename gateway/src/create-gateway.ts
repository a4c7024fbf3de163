import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { createLogger, maskError, readSchemaFile } from '@atelier/platform';
import type { GatewayContext } from './context.ts';
import { depthLimit } from './limits/depth-limit.ts';
import { fieldLimit } from './limits/field-limit.ts';
import { noNulInLiterals, noNulInVariables } from './limits/unstorable-text.ts';
import { SubgraphDataSource } from './subgraph-data-source.ts';

export const MAX_QUERY_DEPTH = 12;
export const FIELD_LIMITS = { maxFields: 300, maxMutations: 5, oncePerOperation: ['login'] } as const;

const log = createLogger('gateway');

export interface GatewayOptions {
  /** Where each subgraph of the committed supergraph listens, by name. */
  subgraphUrls: Record<string, string>;
}

/**
 * The Apollo Gateway over the committed supergraph (composed at build time, never at run time), so
 * what runs is exactly what was reviewed and tested.
 */
export async function createGatewayServer(options: GatewayOptions): Promise<ApolloServer<GatewayContext>> {
  const gateway = new ApolloGateway({
    supergraphSdl: readSchemaFile('supergraph.graphql'),
    buildService: ({ name }) => {
      const url = options.subgraphUrls[name];
      if (!url) throw new Error(`no URL configured for subgraph ${name}`);
      return new SubgraphDataSource({ url });
    },
  });
  const server = new ApolloServer<GatewayContext>({
    gateway,
    csrfPrevention: true,
    validationRules: [depthLimit(MAX_QUERY_DEPTH), fieldLimit(FIELD_LIMITS), noNulInLiterals],
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) => maskError(formatted, error, log),
    plugins: [ApolloServerPluginLandingPageDisabled(), noNulInVariables],
  });
  await server.start();
  return server;
}
