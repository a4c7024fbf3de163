import { afterAll, beforeAll } from 'vitest';
import { startPlatform, type Platform, type PlatformOptions } from '@atelier/server';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestPlatform {
  platform: Platform;
  db: TestDatabase;
  url: string;
  /**
   * Stops the product under its pages (its port refuses connections from now on) and keeps the
   * database to read; stop() then only drops it. For a test of what a page does when the store
   * cannot be reached, last in its file.
   */
  stopPlatform(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Options of the product under test. `jobs` defaults to 'none': a test that exercises a job names it
 * (and runs it with `platform.jobs.runNow`), so no schedule fires under tests that did not ask.
 * `seedDemo: false` starts from an empty database, which the platform migrates.
 */
export type TestPlatformOptions = Partial<PlatformOptions>;

/** The whole product on a database of its own (a copy of the run's demo template), listening on a free port. */
export async function startTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const db = await createTestDatabase({ from: options.seedDemo === false ? 'empty' : 'demo' });
  let platform: Platform;
  try {
    // The copy is migrated and seeded already: the platform finds no migration to apply.
    platform = await startPlatform({ databaseUrl: db.url, port: 0, jobs: 'none', ...options, seedDemo: false });
    // The demo's restock sign-ups link to where the product is served, as a seed on this port would.
    if (db.seededOrigin)
      await db.query(`update restock.sign_up set site_origin = $1 where site_origin = $2`, [
        platform.url,
        db.seededOrigin,
      ]);
  } catch (error) {
    await db.drop();
    throw error;
  }
  let stopped: Promise<void> | undefined;
  const stopPlatform = () => (stopped ??= platform.stop());
  return {
    platform,
    db,
    url: `http://127.0.0.1:${platform.port}`,
    stopPlatform,
    stop: async () => {
      await stopPlatform();
      await db.drop();
    },
  };
}

/**
 * Options read when the file's platform starts: a function for those an earlier hook fills in (an
 * SMTP sink's address), `() => ({ ...smtp.options, jobs: ['restock.send'] })`.
 */
export const optionsNow = (options: TestPlatformOptions | (() => TestPlatformOptions)): TestPlatformOptions =>
  typeof options === 'function' ? options() : options;

/**
 * Starts the platform before the file's tests and stops it after them. The returned object reads
 * through to the running platform, so tests write `app.url` and `app.db`.
 */
export function useTestPlatform(
  options: TestPlatformOptions | (() => TestPlatformOptions) = {},
): Omit<TestPlatform, 'stop'> {
  let current: TestPlatform | undefined;
  beforeAll(async () => {
    current = await startTestPlatform(optionsNow(options));
  });
  afterAll(() => current?.stop());
  const running = () => {
    if (!current) throw new Error('the test platform is not running yet');
    return current;
  };
  return {
    get platform() {
      return running().platform;
    },
    get db() {
      return running().db;
    },
    get url() {
      return running().url;
    },
    stopPlatform: () => running().stopPlatform(),
  };
}
