import { DEMO_OWNER } from '@atelier/demo-site';
import { createLogger, resolveDatabase } from '@atelier/platform';
import { startPlatform } from './start-platform.ts';

process.env.APOLLO_TELEMETRY_DISABLED ??= '1';
const log = createLogger('main');

async function main() {
  const started = Date.now();
  const database = await resolveDatabase();
  const seedDemo = process.env.ATELIER_SEED_DEMO !== 'false';
  const platform = await startPlatform({
    databaseUrl: database.url,
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? '127.0.0.1',
    seedDemo,
  });
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

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('stopping', { signal });
    await platform.stop();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: NodeJS.ErrnoException) => {
  if (error?.code === 'EADDRINUSE') {
    process.stderr.write(`\n  Port ${process.env.PORT ?? 3000} is already in use. Stop what runs there, or start with PORT=<another port>.\n\n`);
  } else {
    log.error('Atelier could not start', { error });
  }
  process.exit(1);
});
