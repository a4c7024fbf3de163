import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inJsonList } from '@atelier/platform';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

let db: TestDatabase;
const ROWS = 20_000;

beforeAll(async () => {
  db = await createTestDatabase();
  // As large as the stock of a 10,000-product shop with two variants each.
  await db.query(`create table stock (variant_id text primary key, qty int not null)`);
  await db.query(`insert into stock select 'v' || n, n % 7 from generate_series(1, ${ROWS}) n`);
  await db.query(`analyze stock`);
});
afterAll(() => db?.drop());

const where = (column: string) => inJsonList(column).replace('?', '$1');

describe('a list bound as one JSON parameter (inJsonList)', () => {
  it('reads a page of rows through the index, not the whole table', async () => {
    const ids = Array.from({ length: 48 }, (_, i) => `v${i * 400 + 1}`);
    const [{ 'QUERY PLAN': plan }] = await db.query(
      `explain (format json) select variant_id, qty from stock where ${where('variant_id')}`,
      [JSON.stringify(ids)],
    );
    const text = JSON.stringify(plan);
    expect(text).toContain('Index Scan');
    expect(text).not.toContain('Seq Scan');
  });

  it('answers the rows of the listed values: none for unknown ones, once for repeated ones', async () => {
    const rows = await db.query(`select variant_id from stock where ${where('variant_id')} order by variant_id`, [
      JSON.stringify(['v2', 'v1', 'v2', 'nope']),
    ]);
    expect(rows.map((r) => r.variant_id)).toEqual(['v1', 'v2']);
    expect(await db.query(`select 1 from stock where ${where('variant_id')}`, ['[]'])).toEqual([]);
  });
});
