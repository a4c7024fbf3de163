import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { readsOf as reading, statementsDuring } from './support/sql-statements.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();

describe('lookups are batched, not one per node', () => {
  it('a page of 30 products with their website, collection, variants, stock and images costs a few queries, not 30', async () => {
    const client = new HttpClient(app.url);
    let data: any;
    const { statements } = await statementsDuring(async () => {
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
