import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A statement as PostgreSQL takes it: its name on every connection and its text with $1…$n. */
interface NativeStatement {
  name: string;
  text: string;
}

/** Texts of statements already made native, by their text with `?`: a few dozen in all. */
const NATIVE_KEPT = 500;
const natives = new Map<string, NativeStatement>();

/**
 * Values that knex binds as they are, in their order: with these the native text depends on the
 * text alone. knex writes the others into the text itself (its raws and builders, functions) and
 * refuses undefined.
 */
const plainValues = (params: unknown[]) =>
  params.every((p) => p === null || typeof p === 'string' || typeof p === 'number' || typeof p === 'boolean');

/**
 * Runs a read as a named prepared statement, so each pooled connection plans it once, not on
 * every request. For the few large statements whose planning costs more than running them (the
 * site search plans six CTEs). The name is the text's hash: one name, one text, on every connection.
 * The text knex makes native (its `?` numbered $1…$n) and its name are kept by the text when the
 * values do not change them: knex's formatting and the hash were a product read's largest
 * per-request cost after its query (`npm run bench -- gateway`). A text with `??` (an identifier
 * written in by its value) is never kept, so a kept text needs only its values looked at.
 * It runs outside any transaction of `em`, so it is for reads only.
 */
export async function executePrepared<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const knex = em.getKnex();
  const plain = plainValues(params);
  let statement = plain ? natives.get(sql) : undefined;
  let values = params;
  if (!statement) {
    const native = knex
      .raw(sql, params as never[])
      .toSQL()
      .toNative();
    const name = `atelier_${createHash('sha256').update(native.sql).digest('hex').slice(0, 24)}`;
    statement = { name, text: native.sql };
    values = native.bindings as unknown[];
    if (plain && !sql.includes('??')) {
      if (natives.size >= NATIVE_KEPT) natives.delete(natives.keys().next().value!);
      natives.set(sql, statement);
    }
  }
  const client = await knex.client.acquireConnection();
  try {
    const result = await client.query({ name: statement.name, text: statement.text, values });
    return result.rows as T[];
  } finally {
    await knex.client.releaseConnection(client);
  }
}
