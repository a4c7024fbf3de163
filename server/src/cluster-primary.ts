import cluster, { type Worker } from 'node:cluster';
import { createLogger } from '@atelier/platform';
import { GO, WORKER_ROLE_ENV, type WorkerMessage, type WorkerRole } from './worker-process.ts';

const log = createLogger('cluster');

/** A worker that could not start: the primary stops and says why. */
export class WorkerStartFailed extends Error {
  constructor(
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

export interface Cluster {
  url: string;
  port: number;
  /** Stops every worker (each drains its requests) and resolves when all have exited. */
  stop(): Promise<void>;
}

/** A pause before a worker that died is replaced, growing while they keep dying young. */
const RESTART_MS = 1_000;
const YOUNG_MS = 30_000;

/**
 * Runs the platform in `count` worker processes sharing one port (node:cluster hands each new
 * connection to a worker in turn). The first worker migrates and seeds the database and works the
 * background jobs; the others start meanwhile (their migrations wait on the first's lock and find
 * nothing to do) and serve once it serves. What
 * they keep in memory is forgotten in every one of them when a site changes (platform's site-change
 * feed), and everything else they share lives in PostgreSQL (or Redis). A worker that dies is
 * replaced with its role.
 */
export async function startCluster(count: number, first: WorkerRole): Promise<Cluster> {
  let stopping = false;
  const roles = new Map<number, { role: WorkerRole; bornAt: number }>();
  let restartMs = RESTART_MS;

  const fork = (role: WorkerRole): { worker: Worker; ready: Promise<{ url: string; port: number }> } => {
    const worker = cluster.fork({ [WORKER_ROLE_ENV]: JSON.stringify(role) });
    roles.set(worker.id, { role: { ...role, awaitGo: false }, bornAt: Date.now() });
    const ready = new Promise<{ url: string; port: number }>((resolve, reject) => {
      const onExit = (code: number | null) =>
        reject(new WorkerStartFailed(undefined, `a worker exited with ${code} before it served`));
      worker.once('exit', onExit);
      worker.once('message', (message: WorkerMessage) => {
        worker.off('exit', onExit);
        if (message.kind === 'ready') resolve({ url: message.url, port: message.port });
        else reject(new WorkerStartFailed(message.code, message.message));
      });
    });
    // Not left unhandled while the first worker starts; awaited below.
    ready.catch(() => {});
    return { worker, ready };
  };

  const exited = (worker: Worker) =>
    worker.isDead() ? Promise.resolve() : new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const stop = async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGTERM');
    await Promise.all(workers.map(exited));
  };

  try {
    // Every worker starts at once; the others serve once the first has migrated and seeded.
    const firstWorker = fork(first);
    const rest = Array.from({ length: count - 1 }, () =>
      fork({ ...first, seedDemo: false, jobs: 'none', awaitGo: true }),
    );
    const started = await firstWorker.ready;
    for (const { worker } of rest) worker.send(GO);
    await Promise.all(rest.map((r) => r.ready));
    cluster.on('exit', (worker, code, signal) => {
      const known = roles.get(worker.id);
      roles.delete(worker.id);
      if (stopping || !known) return;
      const young = Date.now() - known.bornAt < YOUNG_MS;
      restartMs = young ? Math.min(restartMs * 2, 60_000) : RESTART_MS;
      log.error(
        { worker: worker.id, code, signal, restartInMs: restartMs },
        'a server process ended; starting another',
      );
      setTimeout(() => {
        if (!stopping) fork(known.role).ready.catch((err) => log.error({ err }, 'a replacement server process failed'));
      }, restartMs).unref();
    });
    return { url: started.url, port: started.port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
