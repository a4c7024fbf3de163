import cluster from 'node:cluster';
import { createLogger, onTermination, type JobSelection } from '@atelier/platform';
import { distributedOptions } from './distributed-options.ts';
import { startPlatform, type Platform } from './start-platform.ts';

/** What the primary tells a worker to be: the database to use, and whether it seeds and works jobs. */
export interface WorkerRole {
  databaseUrl: string;
  seedDemo: boolean;
  jobs: JobSelection;
  /** Whether to wait for the primary's word before serving (the first worker migrates and seeds first). */
  awaitGo?: boolean;
}

/** The primary's word to a worker that waits: the database is migrated and seeded. */
export const GO = 'go';

/** What a worker tells the primary once: it serves, or it could not start. */
export type WorkerMessage =
  | { kind: 'ready'; url: string; port: number }
  | { kind: 'failed'; code: string | undefined; message: string };

export const WORKER_ROLE_ENV = 'ATELIER_WORKER_ROLE';

const log = createLogger('worker');

/**
 * One process of a cluster: the whole platform (subgraphs, gateway, site) on the port every worker
 * shares, with subgraphs on loopback ports of its own. The primary owns the database and the
 * signals' meaning; a worker stops its platform on a signal and exits.
 */
export async function runWorker(): Promise<void> {
  const role = JSON.parse(process.env[WORKER_ROLE_ENV] ?? '{}') as WorkerRole;
  const tell = (message: WorkerMessage) => process.send?.(message);
  let platform: Platform | undefined;
  onTermination(log, async () => {
    await platform?.stop();
  });
  try {
    // Starts alongside the first worker (migrations wait on their lock), and serves after its seeding.
    const go = role.awaitGo
      ? new Promise<void>((resolve) => process.on('message', (m) => m === GO && resolve()))
      : undefined;
    platform = await startPlatform({
      serveAfter: go,
      databaseUrl: role.databaseUrl,
      port: Number(process.env.PORT ?? 3000),
      host: process.env.HOST ?? '127.0.0.1',
      seedDemo: role.seedDemo,
      jobs: role.jobs,
      ...distributedOptions(),
    });
    tell({ kind: 'ready', url: platform.url, port: platform.port });
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code !== 'EADDRINUSE') log.error({ err: error, worker: cluster.worker?.id }, 'a worker could not start');
    // Exits once the primary has the reason (its banner or the port's words are the primary's to print).
    process.send?.({ kind: 'failed', code, message } satisfies WorkerMessage, () => process.exit(1));
  }
}
