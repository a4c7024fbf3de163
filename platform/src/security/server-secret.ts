import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migratePlatformSchema } from '../database/platform-schema.ts';

/**
 * The secret under which the server signs what it hands out (crumbs). ATELIER_SECRET when set (at
 * least 32 characters); otherwise one made on the first start and kept in the platform schema, so
 * that every process on the database shares it and a restart does not void open pages.
 */
export async function loadServerSecret(databaseUrl: string): Promise<string> {
  const configured = process.env.ATELIER_SECRET;
  if (configured !== undefined) {
    if (configured.length < 32) throw new Error('ATELIER_SECRET must be at least 32 characters long');
    return configured;
  }
  await migratePlatformSchema(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {}); // a dropped connection fails the query below, which is what reports it
  await client.connect();
  try {
    await client.query(
      `insert into "platform"."server_secret" ("name", "secret") values ('signing', $1) on conflict do nothing`,
      [randomBytes(32).toString('base64url')],
    );
    const { rows } = await client.query<{ secret: string }>(
      `select "secret" from "platform"."server_secret" where "name" = 'signing'`,
    );
    if (!rows[0]) throw new Error('the server secret could not be stored');
    return rows[0].secret;
  } finally {
    await client.end();
  }
}
