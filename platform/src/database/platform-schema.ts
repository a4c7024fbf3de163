import { migrateUp, openSchemaDatabase } from './orm.ts';
import { platformMigrations } from './migrations/index.ts';

const migrated = new Map<string, Promise<void>>();

/**
 * Brings the platform schema (the server secret, the mail outbox) up to date, once per database in
 * a process: the launcher and each subgraph it starts all need it, and every run of the migrator
 * opens an ORM and waits for the schema's lock. A failed run is forgotten, so the next caller tries again.
 */
export function migratePlatformSchema(databaseUrl: string): Promise<void> {
  let done = migrated.get(databaseUrl);
  if (!done) {
    done = (async () => {
      const orm = await openSchemaDatabase({
        clientUrl: databaseUrl,
        schema: 'platform',
        entities: [],
        migrations: platformMigrations,
        poolMax: 1,
      });
      try {
        await migrateUp(orm);
      } finally {
        await orm.close();
      }
    })();
    migrated.set(databaseUrl, done);
    done.catch(() => migrated.delete(databaseUrl));
  }
  return done;
}
