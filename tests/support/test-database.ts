import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

export interface TestDatabase {
  url: string;
  query<T extends pg.QueryResultRow = any>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** A fresh database of its own for one test file, on the run's PostgreSQL server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `atelier_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // Dropping the database ends its connections; an idle one's error must not end the test run.
  pool.on('error', () => {});
  return {
    url: url.toString(),
    query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
    drop: async () => {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
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
