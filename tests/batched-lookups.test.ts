import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { HttpClient } from './support/http-client.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();

/**
 * Every SQL statement the process sends while `run` runs. The platform runs in this process, so
 * wrapping the driver's query method sees what the subgraphs ask PostgreSQL for.
 */
async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args as [string | { text?: string }];
    seen.push(typeof first === 'string' ? first : (first?.text ?? ''));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  restore = () => {
    pg.Client.prototype.query = original;
  };
  try {
    await run();
  } finally {
    restore();
  }
  return seen;
}
let restore = () => {};
afterEach(() => restore());

/** Reads of a table, named quoted (as the ORM writes it) or not (as hand-written reads do). */
const reading = (statements: string[], table: string) => {
  const [schema, name] = table.split('.');
  const named = new RegExp(`"?${schema}"?\\."?${name}"?(?![\\w"])`);
  return statements.filter((sql) => /^\s*select/i.test(sql) && named.test(sql)).length;
};

describe('lookups are batched, not one per node', () => {
  it('a page of 30 products with their website, collection, variants, stock and images costs a few queries, not 30', async () => {
    const client = new HttpClient(app.url);
    let data: any;
    const statements = await statementsDuring(async () => {
      const { json } = await client.graphql(
        `{ products(first: 30) { edges { node { fullUrl website { id } variants { qtyInStock } images { id } } } } }`,
      );
      data = json.data;
      if (!data) throw new Error(JSON.stringify(json));
    });
    expect(data.products.edges).toHaveLength(30);
    expect(
      data.products.edges.every(
        (e: any) => e.node.website.id === 'site_demo' && e.node.fullUrl.startsWith('/') && e.node.variants.length > 0,
      ),
    ).toBe(true);
    // The hook sees the subgraphs' statements at all (else the counts below would prove nothing).
    expect(reading(statements, 'catalog.product')).toBeGreaterThan(0);
    // One batch each (a second may come from the gateway's site lookup or the ownership check).
    expect(reading(statements, 'catalog.website')).toBeLessThanOrEqual(2);
    expect(reading(statements, 'catalog.collection')).toBeLessThanOrEqual(2);
    expect(reading(statements, 'catalog.variant')).toBeLessThanOrEqual(2);
    expect(reading(statements, 'cart.stock_level')).toBeLessThanOrEqual(2);
    expect(statements.length).toBeLessThan(20);
  });
});
