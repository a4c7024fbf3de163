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

/** The whole product on a fresh, demo-seeded database, listening on a free port. */
export async function startTestPlatform(options: Partial<PlatformOptions> = {}): Promise<TestPlatform> {
  const db = await createTestDatabase();
  const platform = await startPlatform({ databaseUrl: db.url, port: 0, seedDemo: true, ...options });
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
 * Starts the platform before the file's tests and stops it after them. The returned object reads
 * through to the running platform, so tests write `app.url` and `app.db`.
 */
export function useTestPlatform(options: Partial<PlatformOptions> = {}): Omit<TestPlatform, 'stop' | 'stopPlatform'> {
  let current: TestPlatform | undefined;
  beforeAll(async () => {
    current = await startTestPlatform(options);
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
  };
}
