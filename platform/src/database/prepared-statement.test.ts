import { knex } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';

// executePrepared keeps the native text knex makes of a statement by its text when the values are
// plain (text, numbers, booleans, null): this holds knex to what that rests on.
describe('a statement made native by knex for PostgreSQL', () => {
  const pg = knex({ client: 'pg' });
  const native = (sql: string, params: unknown[]) =>
    pg
      .raw(sql, params as never[])
      .toSQL()
      .toNative();

  it('numbers its `?` by the text alone, and binds plain values as they are, in order', () => {
    const sql = `select * from t where a = ? and b = ? and c ~ '\\?' and d = ?`;
    for (const params of [
      ['x', 1, true],
      [null, 2.5, false],
      ['["a","b"]', -1, null],
    ]) {
      const made = native(sql, params);
      expect(made.sql).toBe(`select * from t where a = $1 and b = $2 and c ~ '?' and d = $3`);
      expect(made.bindings).toEqual(params);
    }
  });

  it('writes an identifier (??) and a raw value into the text: those are not kept', () => {
    expect(native('select ?? from t', ['a']).sql).toBe('select "a" from t');
    expect(native('select ?? from t', ['b']).sql).toBe('select "b" from t');
    expect(native('select * from t where a = ?', [pg.raw('now()')]).sql).toBe('select * from t where a = now()');
  });
});
