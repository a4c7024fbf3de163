import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { spawnTs } from './processes.ts';

/** The demo template: its database name, and the origin its data was seeded with. */
export interface DemoTemplate {
  name: string;
  origin: string;
}

export interface TemplateDatabases {
  demo: DemoTemplate;
  drop(): Promise<void>;
}

/** Runs one statement as the server's administrator, on a connection of its own. */
export async function asAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => {}); // an error of the ended connection; the query's own is thrown below
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrates and seeds the demo once for the run, in a database each test file copies: what every
 * file's platform did on its own before, seconds each, happens one time.
 */
export async function createTemplateDatabases(adminUrl: string): Promise<TemplateDatabases> {
  const name = `atelier_template_${randomBytes(6).toString('hex')}`;
  const drop = () => asAdmin(adminUrl, `drop database if exists "${name}" with (force)`);
  await asAdmin(adminUrl, `create database "${name}"`);
  try {
    const seeding = spawnTs('tests/support/seed-template-process.ts', { DATABASE_URL: databaseUrl(adminUrl, name) });
    const [, origin] = await seeding.waitFor(/SEEDED_ORIGIN=(\S+)/, 300_000);
    const code = await seeding.stop();
    if (code !== 0 && code !== null)
      throw new Error(`seeding the template database failed (${code}):\n${seeding.output()}`);
    return { demo: { name, origin: origin! }, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
