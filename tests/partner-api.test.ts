import { describe, expect, it } from 'vitest';
import { DEMO_SITES, type DemoProduct } from '@atelier/demo-site';
import { addBulkProducts } from './support/bulk-products.ts';
import { HttpClient } from './support/http-client.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();
const kiln = () => `http://kiln.localhost:${new URL(app.url).port}`;

const PRODUCTS = `query($first: Int, $after: String, $filter: ProductFilter) {
  products(first: $first, after: $after, filter: $filter) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { id title productType website { id } fullUrl } }
  }
}`;

async function products(variables: Record<string, unknown>, base = app.url) {
  const { json } = await new HttpClient(base).graphql(PRODUCTS, variables);
  return json;
}

/** What the demo data says, to compare the API's answers with. */
const demo = DEMO_SITES[0]!.products;
const demoTitles = (keep: (p: DemoProduct) => boolean) =>
  demo
    .filter(keep)
    .map((p) => p.title)
    .sort();
const soldOut = (p: DemoProduct) => p.productType !== 'DIGITAL' && p.variants.every((v) => v.stock === 0);

async function titles(filter: Record<string, unknown>) {
  const { data } = await products({ first: 100, filter });
  return data.products.edges.map((e: { node: { title: string } }) => e.node.title).sort();
}

describe('the partner API: products and collections as Relay connections', () => {
  it('walks every product of the site once, page by page, with cursors', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let total = 0;
    for (let pages = 0; pages < 20; pages++) {
      const { data } = await products({ first: 3, after });
      total = data.products.totalCount;
      expect(data.products.edges.length).toBeLessThanOrEqual(3);
      expect(data.products.pageInfo.hasPreviousPage).toBe(after !== null);
      seen.push(...data.products.edges.map((e: { node: { id: string } }) => e.node.id));
      expect(data.products.pageInfo.endCursor).toBe(data.products.edges.at(-1)?.cursor ?? null);
      if (!data.products.pageInfo.hasNextPage) break;
      after = data.products.pageInfo.endCursor;
    }
    expect(total).toBe(demo.length);
    expect(seen).toHaveLength(demo.length);
    expect(new Set(seen)).toEqual(new Set(demo.map((p) => p.id)));
    const { data } = await products({ first: 3 });
    expect(data.products.edges[0].node.website.id).toBe('site_demo');
  });

  it('filters by collection, type, sale and stock', async () => {
    expect(await titles({ productType: 'DIGITAL' })).toEqual(demoTitles((p) => p.productType === 'DIGITAL'));
    expect(await titles({ onSale: true })).toEqual(demoTitles((p) => p.variants.some((v) => v.onSale)));
    expect(await titles({ inStock: false })).toEqual(['Canvas Tote', 'Turned Ash Salad Bowl']);
    expect(await titles({ inStock: false })).toEqual(demoTitles(soldOut));
    expect(await titles({ inStock: true })).toEqual(demoTitles((p) => !soldOut(p)));
    expect(await titles({ collectionId: 'col_kitchen', onSale: true })).toEqual([
      'Beeswax Pillar Candle',
      'Bud Vase',
      'Hand-Woven Wool Scarf',
      'Stoneware Dinner Plate',
    ]);
    expect(await titles({ collectionId: 'col_shop', productType: 'SERVICE' })).toEqual(['Indigo Dyeing Workshop']);
    expect(await titles({ collectionId: 'col_kiln_shop' })).toEqual([]);
  });

  it('refuses a page larger than 100 and a cursor it did not make, saying why', async () => {
    const big = await products({ first: 101 });
    expect(big.errors).toEqual([
      expect.objectContaining({ message: '`first` must be from 1 to 100.', extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
    const forged = await products({ first: 5, after: 'not-a-cursor' });
    expect(forged.errors).toEqual([
      expect.objectContaining({
        message: '`after` is not a cursor of this list.',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
  });

  it('shows each site only its own products and collections', async () => {
    const { data } = await products({ first: 100 }, kiln());
    expect(data.products.edges.every((e: { node: { id: string } }) => e.node.id.startsWith('prod_kiln_'))).toBe(true);
    const collections = await new HttpClient(kiln()).graphql(
      `{ collections(first: 10, type: PRODUCTS) { totalCount edges { node { id title } } } }`,
    );
    expect(collections.json.data.collections).toEqual({
      totalCount: 1,
      edges: [{ node: { id: 'col_kiln_shop', title: 'Shop' } }],
    });
  });

  // Last: it adds products to kiln's shop that the tests above do not expect.
  it('answers a shop in one list only up to 1,000 products; the connection pages through all of them', async () => {
    await addBulkProducts(
      app.db,
      { siteId: 'site_kiln', collectionId: 'col_kiln_shop' },
      { prefix: 'prod_kiln_bulk', count: 1001, title: 'Kiln tile', firstPosition: 100 },
    );
    const listed = (
      await app.db.query<{ n: number }>(
        `select count(*)::int as n from catalog.product where collection_id = 'col_kiln_shop' and archived_at is null`,
      )
    )[0]!.n;
    const { json } = await new HttpClient(kiln()).graphql(
      `{ site { collection(urlId: "shop") { products { id } productPage(first: 1) { totalCount } } } }`,
    );
    const shop = json.data.site.collection;
    expect(shop.productPage.totalCount).toBe(listed);
    expect(listed).toBeGreaterThan(1001);
    expect(shop.products).toHaveLength(1000);
    const first = await app.db.query<{ id: string }>(
      `select id from catalog.product where collection_id = 'col_kiln_shop' and archived_at is null order by position, title, id limit 1000`,
    );
    expect(shop.products.map((p: { id: string }) => p.id)).toEqual(first.map((r) => r.id));
  });
});
