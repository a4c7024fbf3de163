import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { asAdmin, databaseUrl, type DemoTemplate } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    demoTemplate: DemoTemplate;
  }
}

export interface TestDatabase {
  url: string;
  /** The origin the demo's data names (its restock sign-ups' links); undefined for an empty database. */
  seededOrigin: string | undefined;
  query<T extends pg.QueryResultRow = any>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * 'demo' (the default): a copy of the run's template, migrated and seeded with the demo.
   * 'empty': nothing in it, for a test of migrating or seeding itself, or of its own data.
   */
  from?: 'demo' | 'empty';
}

/** A database of its own for one test file, on the run's PostgreSQL server. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = options.from === 'empty' ? undefined : inject('demoTemplate');
  const name = `atelier_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(
    adminUrl,
    template ? `create database "${name}" template "${template.name}"` : `create database "${name}"`,
  );
  const url = databaseUrl(adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // Dropping the database ends its connections; an idle one's error must not end the test run.
  pool.on('error', () => {});
  return {
    url,
    seededOrigin: template?.origin,
    query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
    drop: async () => {
      await pool.end();
      // Forced: a connection something of the test left open must not keep the database.
      await asAdmin(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** How many carts and entries the cart schema holds: "nothing stored" checks compare these. */
export async function cartRowCounts(db: TestDatabase): Promise<{ carts: number; entries: number }> {
  const [row] = await db.query<{ carts: number; entries: number }>(
    'select (select count(*)::int from cart.shopping_cart) as carts, (select count(*)::int from cart.cart_entry) as entries',
  );
  return row!;
}
