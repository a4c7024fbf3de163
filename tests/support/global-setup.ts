import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '@atelier/platform';
import './test-database.ts';

/**
 * One real PostgreSQL server for the whole run: DATABASE_URL when set, otherwise an embedded one in
 * a temporary folder. Each test file makes its own database on it.
 */
export default async function setup(project: TestProject) {
  process.env.APOLLO_TELEMETRY_DISABLED = '1';
  if (process.env.DATABASE_URL) {
    project.provide('adminDatabaseUrl', process.env.DATABASE_URL);
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-test-pg-'));
  const embedded = await startEmbeddedPostgres(dir);
  project.provide('adminDatabaseUrl', embedded.url);
  return async () => {
    await embedded.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
