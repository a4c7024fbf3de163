import { findFreePort } from '@atelier/platform';
import { loadSubgraphs } from '../../server/src/load-subgraphs.ts';
import { spawnBuiltSubgraph, waitForHealthy, type Spawned } from './processes.ts';

/**
 * Each subgraph as a process of its own on the database (its compiled subgraph-<name>.js, as the
 * distributed mode runs it), started one after another, each healthy before the next; their own
 * calls go to the gateway at `gatewayUrl`. The processes are pushed as they start, so a failed
 * start still leaves them to stop.
 */
export async function startSubgraphProcesses(
  databaseUrl: string,
  gatewayUrl: string,
  processes: Spawned[],
): Promise<Record<string, string>> {
  const urls: Record<string, string> = {};
  for (const definition of await loadSubgraphs()) {
    const port = await findFreePort();
    processes.push(
      spawnBuiltSubgraph(definition.name, {
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        ATELIER_GATEWAY_URL: gatewayUrl,
      }),
    );
    urls[definition.name] = `http://127.0.0.1:${port}/graphql`;
    await waitForHealthy(`http://127.0.0.1:${port}/health`, 120_000);
  }
  return urls;
}
