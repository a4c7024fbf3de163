import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();

const SEARCH = `query($q: String!, $page: Int, $size: Int, $c: String, $min: Int, $max: Int) {
  site { search(query: $q, page: $page, pageSize: $size, collection: $c, minPrice: $min, maxPrice: $max) {
    items { kind title titleHtml excerptHtml fullUrl price { value currency } }
    totalCount totalCountExact page pageCount
  } }
}`;
const search = async (variables: Record<string, unknown>) =>
  (await new HttpClient(app.url).graphql(SEARCH, variables)).json.data.site.search;

describe('search (/search, page type 102)', () => {
  it('finds a product by a word of its description, marked where it matches', async () => {
    const { status, text } = await new HttpClient(app.url).request('GET', '/search?q=soften');
    expect(status).toBe(200);
    expect(text).toContain('href="/shop/p/field-apron"');
    expect(text).toContain('<mark>softens</mark>');
    // The apron's description and the napkins' excerpt both say it.
    expect(text).toContain('2 results for “soften”');
    expect(text).toContain('href="/kitchen/p/linen-napkins"');
  });

  it('ranks a match in the title above one in an excerpt, and covers products, posts and pages', async () => {
    const found = await search({ q: 'waxed' });
    const titles = found.items.map((i: { title: string }) => i.title);
    expect(titles.indexOf('Waxed Field Apron')).toBeLessThan(titles.indexOf('Canvas Tote'));
    expect(found.items.find((i: { title: string }) => i.title === 'Waxed Field Apron')).toMatchObject({
      kind: 'Product',
      titleHtml: '<mark>Waxed</mark> Field Apron',
      price: { value: '72.00', currency: 'USD' },
    });
    expect(found.items.some((i: { kind: string }) => i.kind === 'Post')).toBe(true);
    expect((await search({ q: 'saturdays' })).items).toEqual([
      expect.objectContaining({ kind: 'Page', title: 'About', fullUrl: '/about' }),
    ]);
  });

  it('filters by collection and by the price a shopper pays now', async () => {
    expect((await search({ q: 'waxed', c: 'journal' })).items.every((i: { kind: string }) => i.kind === 'Post')).toBe(
      true,
    );
    const priced = await search({ q: 'waxed', min: 8000 });
    expect(priced.items.map((i: { title: string }) => i.title)).toEqual(['Waxed Field Apron']);
    // The tote and the tool roll cost 39.00 on sale (45.00 and 48.00 before): sale prices are the ones filtered on.
    expect((await search({ q: 'canvas', max: 4000 })).items.map((i: { title: string }) => i.title).sort()).toEqual([
      'Canvas Tote',
      'Waxed Canvas Tool Roll',
    ]);
    expect((await search({ q: 'canvas', min: 4000, max: 4600 })).items.map((i: { title: string }) => i.title)).toEqual(
      [],
    );
  });

  it('pages through results, and a page past the end is empty but knows the count', async () => {
    const first = await search({ q: 'a', size: 3 });
    expect(first.totalCount).toBeGreaterThan(3);
    const second = await search({ q: 'a', size: 3, page: 2 });
    expect(second.page).toBe(2);
    expect(second.items.map((i: { fullUrl: string }) => i.fullUrl)).not.toContain(first.items[0].fullUrl);
    const beyond = await search({ q: 'a', size: 3, page: 500 });
    expect(beyond).toMatchObject({ items: [], totalCount: first.totalCount, page: 500 });
    const { text } = await new HttpClient(app.url).request('GET', '/search?q=a');
    expect(text).toContain('href="/search?q=a&amp;page=2"');
  });

  it('ranks at most 250 matches of a kind when a word matches more, title matches among them, and says the count is a floor', async () => {
    // 600 products say the word in their text; the one that has it in its title is written last, so
    // that a scan of the matches in table order would not reach it among the first 250.
    await app.db.query(
      `insert into catalog.product (id, website_id, collection_id, title, url_id, body, product_type, currency, position)
       select 'zz_' || n, 'site_demo', 'col_shop', 'Plain piece ' || n, 'plain-piece-' || n, '<p>Packed with zephyrine care.</p>', 'PHYSICAL', 'USD', 1000 + n
         from generate_series(1, 600) n`,
    );
    await app.db.query(
      `insert into catalog.product (id, website_id, collection_id, title, url_id, product_type, currency, position) values ('zz_title', 'site_demo', 'col_shop', 'Zephyrine Throw', 'zephyrine-throw', 'PHYSICAL', 'USD', 2000)`,
    );
    try {
      const found = await search({ q: 'zephyrine', size: 10 });
      expect(found).toMatchObject({ totalCount: 250, totalCountExact: false, pageCount: 25 });
      expect(found.items[0]).toMatchObject({ title: 'Zephyrine Throw', titleHtml: '<mark>Zephyrine</mark> Throw' });
      expect((await search({ q: 'zephyrine', size: 10, page: 26 })).items).toEqual([]);
      const { text } = await new HttpClient(app.url).request('GET', '/search?q=zephyrine');
      expect(text).toContain(
        'More than 250 results for “zephyrine”: the best are shown first. Add a word to narrow them.',
      );
      // Narrowed to one, the count is exact again.
      expect(await search({ q: 'zephyrine throw' })).toMatchObject({ totalCount: 1, totalCountExact: true });
    } finally {
      await app.db.query(`delete from catalog.product where id like 'zz\\_%'`);
    }
  });

  it('ranks title matches alone when more than 250 have the word in their title, and still says the count is a floor', async () => {
    await app.db.query(
      `insert into catalog.product (id, website_id, collection_id, title, url_id, product_type, currency, position)
       select 'qq_' || n, 'site_demo', 'col_shop', 'Quillon bowl ' || n, 'quillon-bowl-' || n, 'PHYSICAL', 'USD', 1000 + n from generate_series(1, 260) n`,
    );
    await app.db.query(
      `insert into catalog.product (id, website_id, collection_id, title, url_id, body, product_type, currency, position) values ('qq_body', 'site_demo', 'col_shop', 'Plain jug', 'plain-jug-qq', '<p>Turned like a quillon.</p>', 'PHYSICAL', 'USD', 2000)`,
    );
    try {
      const found = await search({ q: 'quillon', size: 10 });
      expect(found).toMatchObject({ totalCount: 250, totalCountExact: false, pageCount: 25 });
      expect(found.items.every((item: { title: string }) => item.title.startsWith('Quillon bowl'))).toBe(true);
      // Fewer title matches than are ranked: the text matches join them, and the count is exact.
      await app.db.query(`delete from catalog.product where id like 'qq\\_%' and id <> 'qq_body' and position > 1020`);
      expect(await search({ q: 'quillon', size: 30 })).toMatchObject({ totalCount: 21, totalCountExact: true });
    } finally {
      await app.db.query(`delete from catalog.product where id like 'qq\\_%'`);
    }
  });

  it('keeps its word indexes keyed by site first, so another site’s matches cost a small site nothing', async () => {
    const indexes = await app.db.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where schemaname = 'catalog' and indexdef like '%search_vector%'`,
    );
    expect(indexes.map((i) => i.indexname).sort()).toEqual([
      'collection_site_search_index',
      'post_site_search_index',
      'product_site_search_index',
    ]);
    for (const index of indexes) expect(index.indexdef).toContain('USING gin (website_id, search_vector)');
  });

  it('never shows what a password guards, and survives hostile queries', async () => {
    expect((await search({ q: 'invoice' })).items).toEqual([]);
    for (const q of ["'&|!:*()", '<script>alert(1)</script>', 'x'.repeat(500), '\u0001mark\u0002']) {
      const { status, text } = await new HttpClient(app.url).request('GET', `/search?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(text).not.toContain('<script>alert(1)');
    }
    const bad = await new HttpClient(app.url).request('GET', '/search?q=mug&min=cheap');
    expect(bad.status).toBe(200);
    expect(bad.text).toContain('Enter a price such as 15.00. That price limit was left out.');
    expect(bad.text).toContain('href="/shop/p/stoneware-mug"');
  });
});
