import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs a read as a named prepared statement, so each pooled connection plans it once, not on
 * every request. For the few large statements whose planning costs more than running them (the
 * site search plans six CTEs). The name is the text's hash: one name, one text, on every connection.
 * It runs outside any transaction of `em`, so it is for reads only.
 */
export async function executePrepared<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const knex = em.getKnex();
  const native = knex
    .raw(sql, params as never[])
    .toSQL()
    .toNative();
  const name = `atelier_${createHash('sha256').update(native.sql).digest('hex').slice(0, 24)}`;
  const client = await knex.client.acquireConnection();
  try {
    const result = await client.query({ name, text: native.sql, values: native.bindings });
    return result.rows as T[];
  } finally {
    await knex.client.releaseConnection(client);
  }
}
