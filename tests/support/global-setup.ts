import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnTs } from './processes.ts';
import './test-database.ts';

/**
 * One real PostgreSQL server for the whole run: DATABASE_URL when set, otherwise an embedded one in
 * a temporary folder, run by a child process. Each test file makes its own database on it.
 */
export default async function setup(project: TestProject) {
  process.env.APOLLO_TELEMETRY_DISABLED = '1';
  if (process.env.DATABASE_URL) {
    project.provide('adminDatabaseUrl', process.env.DATABASE_URL);
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-test-pg-'));
  const server = spawnTs('tests/support/embedded-postgres-process.ts', { DATABASE_URL: undefined, ATELIER_DATA_DIR: dir });
  const [, url] = await server.waitFor(/DATABASE_URL=(\S+)/, 60_000);
  project.provide('adminDatabaseUrl', url!);
  return async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
}
