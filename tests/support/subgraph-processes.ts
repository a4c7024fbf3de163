import { findFreePort } from '@atelier/platform';
import { loadSubgraphs } from '../../server/src/load-subgraphs.ts';
import { spawnTs, waitForHealthy, type Spawned } from './processes.ts';

/**
 * Each subgraph as a process of its own on the database (subgraphs/<name>/src/main.ts), started one
 * after another, each healthy before the next; their own calls go to the gateway at `gatewayUrl`.
 * The processes are pushed as they start, so a failed start still leaves them to stop.
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
      spawnTs(`subgraphs/${definition.name}/src/main.ts`, {
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
