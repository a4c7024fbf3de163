import pg from 'pg';
import { MikroORM, type EntitySchema, type MigrationObject } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';

export interface SchemaDatabaseOptions {
  /** PostgreSQL connection string. */
  clientUrl: string;
  /** The PostgreSQL schema this part owns; its migrations table lives there too. */
  schema: string;
  // Each subgraph's schemas are of its own entities; MikroORM's own options take EntitySchema<any>.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of differently typed schemas
  entities: EntitySchema<any, any>[];
  migrations: MigrationObject[];
  poolMax?: number;
}

/** Opens a MikroORM instance bound to one schema (a subgraph's, or the platform's). No part reads another's tables. */
export async function openSchemaDatabase(options: SchemaDatabaseOptions): Promise<MikroORM> {
  return MikroORM.init({
    clientUrl: options.clientUrl,
    schema: options.schema,
    // Each part's own name for its transactions' context: a subgraph asked in process by another's
    // transaction (an entry's change reads its form) would otherwise find that transaction, of
    // another schema's entities, as its own.
    contextName: options.schema,
    entities: options.entities,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: false,
    debug: false,
    pool: { min: 0, max: options.poolMax ?? 8 },
    migrations: {
      tableName: 'mikro_orm_migrations',
      migrationsList: options.migrations,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
  });
}

/**
 * Applies the schema's pending migrations. Several processes may start on one database at once
 * (replicas, the distributed mode), so each schema migrates under a PostgreSQL advisory lock.
 */
export async function migrateUp(orm: MikroORM): Promise<string[]> {
  const schema = orm.config.get('schema')!;
  const lock = new pg.Client({ connectionString: orm.config.get('clientUrl') });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(hashtext($1))', [`atelier-migrate:${schema}`]);
    await orm.em.getConnection().execute(`create schema if not exists "${schema}"`);
    const applied = await orm.getMigrator().up();
    return applied.map((m) => m.name);
  } finally {
    await lock.end();
  }
}
