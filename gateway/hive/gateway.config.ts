import { loadServerSecret, parseSubgraphUrls } from '@atelier/platform';
import { hiveGatewayConfig } from './config.ts';

/**
 * The Hive Gateway CLI's configuration for Atelier (gateway/README.md, "Hive Gateway"): the
 * subgraphs' addresses from ATELIER_SUBGRAPH_URLS, and the server secret that the edge signs with,
 * from ATELIER_SECRET or else from the database every process shares (DATABASE_URL).
 */
const databaseUrl = process.env.DATABASE_URL;
if (!process.env.ATELIER_SECRET && !databaseUrl) {
  throw new Error('Hive Gateway for Atelier needs ATELIER_SECRET or DATABASE_URL: the edge signs with that secret');
}

export const gatewayConfig = hiveGatewayConfig({
  secret: await loadServerSecret(databaseUrl ?? ''),
  subgraphUrls: parseSubgraphUrls(),
});
