import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { createLogger, installScalars, maskError, readSchemaFile } from '@atelier/platform';
import type { GatewayContext } from './context.ts';
import { federationForwarder, type FederationOptions } from './federation-forwarder.ts';
import { graphqlLimits } from './limits/graphql-limits.ts';
import { inProcess, type LocalSubgraph } from './local-subgraph.ts';
import { SubgraphDataSource } from './subgraph-data-source.ts';

const log = createLogger('gateway');

export interface GatewayOptions {
  /** Where each subgraph of the committed supergraph listens, by name. */
  subgraphUrls: Record<string, string>;
  /**
   * Another federation gateway that plans and runs the operations (Hive Gateway, gateway/hive/),
   * instead of Apollo's gateway in this process: this one stays the edge.
   */
  federation?: FederationOptions;
  /**
   * The subgraphs that run in this process (the all-in-one launcher's), by name: asked in process
   * (local-subgraph.ts). The others are asked over HTTP at their URL.
   */
  localSubgraphs?: Record<string, LocalSubgraph>;
  /** More Apollo plugins (the router's own). */
  plugins?: ApolloServerPlugin<GatewayContext>[];
}

/**
 * The Apollo Gateway over the committed supergraph (composed at build time, never at run time), so
 * what runs is exactly what was reviewed and tested.
 */
export async function createGatewayServer(options: GatewayOptions): Promise<ApolloServer<GatewayContext>> {
  // Apollo's gateway reports usage to Apollo and probes cloud metadata servers unless told not to:
  // this product sends nothing to anyone, whichever way it is started (npm start, tests, the bench).
  process.env.APOLLO_TELEMETRY_DISABLED ??= '1';
  const gateway = options.federation
    ? federationForwarder(options.federation)
    : new ApolloGateway({
        supergraphSdl: readSchemaFile('supergraph.graphql'),
        // The committed supergraph was validated when `npm run compose` composed it, and the schema
        // tests compose it again from the subgraphs: checked once more at every start, it cost each
        // process (and each test file's platform) a few hundred milliseconds of CPU.
        validateSupergraph: false,
        buildService: ({ name }) => {
          const url = options.subgraphUrls[name];
          if (!url) throw new Error(`no URL configured for subgraph ${name}`);
          const local = options.localSubgraphs?.[name];
          return new SubgraphDataSource({ url, transport: local ? inProcess(local) : undefined });
        },
      });
  // The supergraph's SDL names our scalars without their code: the gateway checks their input with
  // the subgraphs' own implementation before planning, so a bad value never reaches a subgraph.
  gateway.onSchemaLoadOrUpdate(({ apiSchema }) => installScalars(apiSchema));
  const limits = graphqlLimits();
  const server = new ApolloServer<GatewayContext>({
    gateway,
    csrfPrevention: true,
    // Open in production too, where Apollo closes it by default: partners' GraphQL tools read the
    // schema this way, open to every key (api-key-scopes.ts), and it tells nothing schema/api.graphql does not.
    introspection: true,
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    includeStacktraceInErrorResponses: false,
    // The process stops the gateway itself, in order; Apollo's own signal handlers would race it.
    stopOnTerminationSignals: false,
    formatError: (formatted, error) => maskError(formatted, error, log),
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      // Apollo installs it wherever a schema could be a subgraph's, to answer nothing here: the
      // gateway is none, and each installed plugin costs every request promises (`npm run bench -- gateway`).
      ApolloServerPluginInlineTraceDisabled(),
      ...limits.plugins,
      ...(options.plugins ?? []),
    ],
  });
  await server.start();
  return server;
}
