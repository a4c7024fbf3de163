import { startPlatform, type Platform, type PlatformOptions } from '@atelier/server';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestPlatform {
  platform: Platform;
  db: TestDatabase;
  url: string;
  stop(): Promise<void>;
}

/** The whole product on a fresh, demo-seeded database, listening on a free port. */
export async function startTestPlatform(options: Partial<PlatformOptions> = {}): Promise<TestPlatform> {
  const db = await createTestDatabase();
  const platform = await startPlatform({ databaseUrl: db.url, port: 0, seedDemo: true, ...options });
  return {
    platform,
    db,
    url: `http://127.0.0.1:${platform.port}`,
    stop: async () => {
      await platform.stop();
      await db.drop();
    },
  };
}
