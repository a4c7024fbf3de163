import path from 'node:path';
import type { GatewayConfigSupergraph } from '@graphql-hive/gateway-runtime';
import { SCHEMA_DIR, SUBGRAPH_KEEP_ALIVE_MS, readSchemaFile } from '@atelier/platform';
import { useAtelierEdgeHeaders } from './edge-headers.ts';

export interface HiveGatewayOptions {
  /** The server secret (ATELIER_SECRET), under which the edge signs the internal headers. */
  secret: string;
  /** Where each subgraph of the committed supergraph listens, by name. */
  subgraphUrls: Record<string, string>;
}

/**
 * Hive Gateway over the committed supergraph, for the distributed setup: the subgraphs' addresses
 * replace the ones written at composition in the committed supergraph (which are not where they run
 * here), only the edge's signed internal headers reach them, and
 * nothing is offered to browsers (no landing page, no GraphiQL), since only the edge calls it.
 * `keepAliveTimeout` is read by the Hive Gateway CLI: it keeps an idle connection from the edge
 * longer than the edge does (platform/src/http/keep-alive.ts), so the edge always closes first.
 */
export function hiveGatewayConfig(options: HiveGatewayOptions): GatewayConfigSupergraph & { keepAliveTimeout: number } {
  // Without an address, a subgraph would be asked at the composition's address at the first request that needs it.
  const names = [...readSchemaFile('supergraph.graphql').matchAll(/@join__graph\(name: "([^"]+)"/g)].map((m) => m[1]);
  const missing = names.filter((name) => name && !options.subgraphUrls[name]);
  if (missing.length) throw new Error(`Hive Gateway needs the address of subgraph ${missing.join(', ')}`);
  return {
    supergraph: path.join(SCHEMA_DIR, 'supergraph.graphql'),
    transportEntries: Object.fromEntries(
      Object.entries(options.subgraphUrls).map(([name, location]) => [name, { location }]),
    ),
    plugins: () => [useAtelierEdgeHeaders(options.secret)],
    landingPage: false,
    graphiql: false,
    logging: (process.env.LOG_LEVEL as 'debug' | 'info' | 'warn' | 'error' | undefined) ?? 'info',
    keepAliveTimeout: SUBGRAPH_KEEP_ALIVE_MS,
  };
}
