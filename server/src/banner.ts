import path from 'node:path';
import { DEMO_OWNER, DEMO_PAGE_PASSWORD, KILN_WEBSITE } from '@atelier/demo-site';
import type { DatabaseHandle } from '@atelier/platform';

/** A site's own address on this server: <slug>.localhost, which browsers resolve to this machine. */
const siteUrl = (url: string, slug: string) => url.replace('//localhost', `//${slug}.localhost`);

/** What `npm start` prints once it serves: where to open it, the demo's sign-in, and what runs. */
export function startBanner(facts: {
  url: string;
  port: number;
  startedAt: number;
  seedDemo: boolean;
  processes: number;
  database: DatabaseHandle;
}): string {
  const { url, port, seedDemo, database } = facts;
  const dataDir = database.dataDir ? path.relative(process.cwd(), database.dataDir) || '.' : undefined;
  const lines = [
    '',
    `  Atelier is running at ${url}  (ready in ${((Date.now() - facts.startedAt) / 1000).toFixed(1)} s)`,
    `  Shop:       ${url}/shop`,
    `  Dashboard:  ${url}/admin`,
    seedDemo
      ? `  Second site: ${siteUrl(url, KILN_WEBSITE.slug)}/shop  (each site at http://<slug>.localhost:${port})`
      : '',
    seedDemo
      ? `  Demo owner: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}  (protected page /trade: ${DEMO_PAGE_PASSWORD})`
      : '',
    `  Processes:  ${facts.processes} (ATELIER_PROCESSES; one per core by default)`,
    `  Database:   ${dataDir ? `embedded PostgreSQL, data in ${dataDir.startsWith('..') ? database.dataDir : dataDir}/` : 'DATABASE_URL'}`,
    '',
  ];
  return lines.filter((l) => l !== '').join('\n') + '\n\n';
}

/** The words for a start that failed because its port is taken. */
export const portInUse = (port: string | number) =>
  `\n  Port ${port} is already in use. Stop what runs there, or start with PORT=<another port>.\n\n`;
