import { MikroORM, type EntitySchema, type MigrationObject } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';

export interface SubgraphDatabaseOptions {
  /** PostgreSQL connection string. */
  clientUrl: string;
  /** The PostgreSQL schema this subgraph owns; its migrations table lives there too. */
  schema: string;
  entities: EntitySchema<any, any>[];
  migrations: MigrationObject[];
  poolMax?: number;
}

/** Opens a MikroORM instance bound to one subgraph's schema. No subgraph reads another's tables. */
export async function openSubgraphDatabase(options: SubgraphDatabaseOptions): Promise<MikroORM> {
  return MikroORM.init({
    clientUrl: options.clientUrl,
    schema: options.schema,
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

export async function migrateUp(orm: MikroORM): Promise<string[]> {
  await orm.em.getConnection().execute(`create schema if not exists "${orm.config.get('schema')}"`);
  const applied = await orm.getMigrator().up();
  return applied.map((m) => m.name);
}
