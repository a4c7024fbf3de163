import { parseSubgraphUrls } from '@atelier/platform';
import type { PlatformOptions } from './start-platform.ts';

/**
 * Distributed mode from the environment, read alike by a single process and by each worker:
 * subgraphs on other machines (ATELIER_SUBGRAPH_URLS), and optionally Hive Gateway planning over
 * them (ATELIER_FEDERATION_URL; gateway/README.md). Throws on a malformed setting.
 */
export function distributedOptions(): Pick<PlatformOptions, 'remoteSubgraphUrls' | 'federationUrl'> {
  return {
    remoteSubgraphUrls: parseSubgraphUrls(),
    federationUrl: process.env.ATELIER_FEDERATION_URL || undefined,
  };
}
