import { describe, expect, it } from 'vitest';
import { expectedShare, probeForCommonWords } from '../subgraphs/catalog/src/domain/common-words.ts';
import { HttpClient } from './support/http-client.ts';
import { useTestPlatform } from './support/test-platform.ts';

/**
 * Words that most of a large shop holds: the search reads the shop's products in order for their
 * title matches instead of asking the index for every match (the statistics PostgreSQL keeps say
 * which words are common). The answers must be the same as the index's. A file of its own: the
 * catalog keeps what the statistics say for a minute, so the first search must come after they
 * are made.
 */
const app = useTestPlatform();

const SEARCH = `query($q: String!, $size: Int, $page: Int) {
  site { search(query: $q, pageSize: $size, page: $page) { items { title titleHtml } totalCount totalCountExact pageCount } }
}`;
const search = async (variables: Record<string, unknown>) =>
  (await new HttpClient(app.url).graphql(SEARCH, variables)).json.data.site.search;

describe('search for words most products hold', () => {
  it('ranks the title matches it reads first, falls back to the index when they are too few, and answers as the index would', async () => {
    // 300 products with "quillon" in the title, and one with it in its text only.
    await app.db.query(
      `insert into catalog.product (id, website_id, collection_id, title, url_id, product_type, currency, position)
       select 'cq_' || n, 'site_demo', 'col_shop', 'Quillon bowl ' || n, 'quillon-bowl-' || n, 'PHYSICAL', 'USD', 1000 + n from generate_series(1, 300) n`,
    );
    await app.db.query(
      `insert into catalog.product (id, website_id, collection_id, title, url_id, body, product_type, currency, position) values ('cq_body', 'site_demo', 'col_shop', 'Plain jug', 'plain-jug-cq', '<p>Turned like a quillon.</p>', 'PHYSICAL', 'USD', 2000)`,
    );
    // 600 products with "zephyrine" in their text, and one, written last, with it in the title.
    await app.db.query(
      `insert into catalog.product (id, website_id, collection_id, title, url_id, body, product_type, currency, position)
       select 'cz_' || n, 'site_demo', 'col_shop', 'Plain piece ' || n, 'plain-piece-cz-' || n, '<p>Packed with zephyrine care.</p>', 'PHYSICAL', 'USD', 3000 + n
         from generate_series(1, 600) n`,
    );
    await app.db.query(
      `insert into catalog.product (id, website_id, collection_id, title, url_id, product_type, currency, position) values ('cz_title', 'site_demo', 'col_shop', 'Zephyrine Throw', 'zephyrine-throw-cz', 'PHYSICAL', 'USD', 4000)`,
    );
    await app.db.query('analyze catalog.product');
    try {
      // The statistics make both words common in a shop this size: the searches below read in order.
      const [stats] = await app.db.query<{ words: string[]; shares: number[] }>(
        `select most_common_elems::text::text[] as words, most_common_elem_freqs::float8[] as shares from pg_stats where schemaname = 'catalog' and tablename = 'product' and attname = 'search_vector'`,
      );
      const shares = new Map(stats!.words.map((word, i) => [word, stats!.shares[i]!]));
      const [{ listed }] = (await app.db.query<{ listed: number }>(
        `select sum(product_count)::int as listed from catalog.collection where website_id = 'site_demo'`,
      )) as [{ listed: number }];
      expect(probeForCommonWords(expectedShare(shares, ['quillon']), listed)).toBe(true);
      expect(probeForCommonWords(expectedShare(shares, ['zephyrine']), listed)).toBe(true);

      // More title matches than are ranked: those alone are ranked, and the count is a floor.
      const quillon = await search({ q: 'quillon', size: 10 });
      expect(quillon).toMatchObject({ totalCount: 250, totalCountExact: false, pageCount: 25 });
      expect(quillon.items).toHaveLength(10);
      expect(
        quillon.items.every(
          (item: { title: string; titleHtml: string }) =>
            item.title.startsWith('Quillon bowl') && item.titleHtml.startsWith('<mark>Quillon</mark> bowl'),
        ),
      ).toBe(true);
      expect((await search({ q: 'quillon', size: 100, page: 3 })).items).toHaveLength(50);

      // One title match among 601: reading in order finds too few, the index answers, the title first.
      const zephyrine = await search({ q: 'zephyrine', size: 10 });
      expect(zephyrine).toMatchObject({ totalCount: 250, totalCountExact: false });
      expect(zephyrine.items[0]).toMatchObject({ title: 'Zephyrine Throw', titleHtml: '<mark>Zephyrine</mark> Throw' });

      // Both words at once are rare: the index, and an exact count.
      expect(await search({ q: 'quillon bowl 299' })).toMatchObject({
        totalCount: 1,
        totalCountExact: true,
        items: [{ title: 'Quillon bowl 299' }],
      });
      const { status, text } = await new HttpClient(app.url).request('GET', '/search?q=quillon');
      expect(status).toBe(200);
      expect(text).toContain(
        'More than 250 results for “quillon”: the best are shown first. Add a word to narrow them.',
      );
    } finally {
      await app.db.query(`delete from catalog.product where id like 'cq\\_%' or id like 'cz\\_%'`);
    }
  });
});
