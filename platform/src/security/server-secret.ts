import { randomBytes } from 'node:crypto';
import { migrateUp, openSchemaDatabase } from '../database/orm.ts';
import { platformMigrations } from '../database/migrations/index.ts';

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
  const orm = await openSchemaDatabase({
    clientUrl: databaseUrl,
    schema: 'platform',
    entities: [],
    migrations: platformMigrations,
    poolMax: 1,
  });
  try {
    await migrateUp(orm);
    const connection = orm.em.getConnection();
    await connection.execute(
      `insert into "platform"."server_secret" ("name", "secret") values ('signing', ?) on conflict do nothing`,
      [randomBytes(32).toString('base64url')],
    );
    const [row] = await connection.execute<{ secret: string }[]>(
      `select "secret" from "platform"."server_secret" where "name" = 'signing'`,
    );
    if (!row) throw new Error('the server secret could not be stored');
    return row.secret;
  } finally {
    await orm.close();
  }
}
