import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { resolveChromium, type ChromiumLaunch } from './browser.ts';
import { spawnTs, type Spawned } from './processes.ts';
import { createTemplateDatabases, type TemplateDatabases } from './template-database.ts';
import './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    chromium: ChromiumLaunch;
  }
}

/** The projects whose files start platforms; a run of unit tests alone needs no PostgreSQL. */
const PROJECTS_WITH_DATABASES = ['integration', 'browser'];

/**
 * One real PostgreSQL server for the whole run, all projects alike: DATABASE_URL when set, otherwise
 * an embedded one in a temporary folder, run by a child process. On it, once, a template database
 * migrated and seeded with the demo; each test file copies it (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  process.env.APOLLO_TELEMETRY_DISABLED = '1';
  // Found (and, for the packaged one, unpacked) once, before any file runs.
  if (project.vitest.projects.some((p) => p.name === 'browser')) project.provide('chromium', await resolveChromium());
  if (!project.vitest.projects.some((p) => PROJECTS_WITH_DATABASES.includes(p.name))) return;
  let server: Spawned | undefined;
  let dir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-test-pg-'));
    server = spawnTs('tests/support/embedded-postgres-process.ts', { DATABASE_URL: undefined, ATELIER_DATA_DIR: dir });
    adminUrl = (await server.waitFor(/DATABASE_URL=(\S+)/, 120_000))[1]!;
  }
  let templates: TemplateDatabases | undefined;
  const stop = async () => {
    await templates?.drop();
    await server?.stop();
    if (dir) await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  try {
    templates = await createTemplateDatabases(adminUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('demoTemplate', templates.demo);
  return stop;
}
