import { describe, expect, it } from 'vitest';
import { DEMO_SITES } from '@atelier/demo-site';
import { HttpClient } from './support/http-client.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();

/** The product titles of a shop page, in the order shown. */
const cardTitles = (html: string) =>
  [...html.matchAll(/<li class="product-card">[\s\S]*?<h2>([^<]*)<\/h2>/g)].map((m) =>
    m[1]!.replace(/&#39;|&rsquo;/g, '’'),
  );
const nextLink = (html: string) =>
  /class="pagination-next" rel="next" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
const kitchen = DEMO_SITES[0]!.products.filter((p) => p.collectionId === 'col_kitchen');
const lowest = (p: (typeof kitchen)[number]) =>
  Math.min(...p.variants.map((v) => (v.onSale ? v.salePriceCents! : v.priceCents)));

describe('the shop page (collection of products)', () => {
  it('lists its categories, and one category’s products when chosen', async () => {
    const all = await new HttpClient(app.url).request('GET', '/kitchen');
    expect(all.status).toBe(200);
    const categories = [...new Set(kitchen.flatMap((p) => p.categories ?? []))].sort();
    for (const name of categories)
      expect(all.text).toContain(`href="/kitchen?category=${encodeURIComponent(name)}">${name}</a>`);
    expect(all.text).toContain(`${kitchen.length} products`);
    expect(cardTitles(all.text)).toHaveLength(kitchen.length);

    const wood = await new HttpClient(app.url).request('GET', '/kitchen?category=Wood');
    expect(cardTitles(wood.text).sort()).toEqual(
      kitchen
        .filter((p) => p.categories?.includes('Wood'))
        .map((p) => p.title)
        .sort(),
    );
    expect(wood.text).toContain('href="/kitchen?category=Wood" aria-current="page">Wood</a>');
    expect(wood.text).toContain('2 products in Wood');
  });

  it('sorts by the price a shopper pays now, by name and by the owner’s order', async () => {
    const byPrice = await new HttpClient(app.url).request('GET', '/kitchen?sort=price-asc');
    const expected = [...kitchen]
      .sort((a, b) => lowest(a) - lowest(b) || a.title.localeCompare(b.title))
      .map((p) => p.title);
    expect(cardTitles(byPrice.text)).toEqual(expected);
    const dearest = await new HttpClient(app.url).request('GET', '/kitchen?sort=price-desc');
    expect(cardTitles(dearest.text)[0]).toBe(expected.at(-1));
    expect(dearest.text).toContain('<option value="price-desc" selected>Price, high to low</option>');
    const owners = await new HttpClient(app.url).request('GET', '/kitchen');
    expect(cardTitles(owners.text)).toEqual(kitchen.map((p) => p.title));
  });

  it('pages with a cursor: every product once, and a forged cursor leads back to the first page', async () => {
    await app.db.query(
      `insert into catalog.product (id, website_id, collection_id, title, url_id, product_type, currency, position)
       select 'extra_' || n, 'site_demo', 'col_studio', 'Extra piece ' || lpad(n::text, 2, '0'), 'extra-' || n, 'DIGITAL', 'USD', 100 + n from generate_series(1, 30) n`,
    );
    await app.db.query(
      `insert into catalog.variant (id, product_id, sku, price_cents) select 'extra_var_' || n, 'extra_' || n, 'EXTRA-' || n, 500 from generate_series(1, 30) n`,
    );
    const shopper = new HttpClient(app.url);
    const first = await shopper.request('GET', '/studio');
    const total = 30 + DEMO_SITES[0]!.products.filter((p) => p.collectionId === 'col_studio').length;
    expect(first.text).toContain(`${total} products`);
    const seen = cardTitles(first.text);
    expect(seen).toHaveLength(24); // the theme's products.conf pageSize
    let next = nextLink(first.text);
    expect(next).toMatch(/^\/studio\?after=/);
    while (next) {
      const page = await shopper.request('GET', next);
      expect(page.text).toContain('class="pagination-prev" href="/studio"');
      seen.push(...cardTitles(page.text));
      next = nextLink(page.text);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);

    const forged = await shopper.request('GET', '/studio?sort=newest&after=bm90LWEtY3Vyc29y');
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe('/studio?sort=newest');
  });

  it('keeps each shop’s count of listed products through imports, archiving, moves and deletes', async () => {
    const counts = async () => {
      return app.db.query<{ id: string; kept: number; actual: number }>(
        `select c.id, c.product_count as kept, (select count(*)::int from catalog.product p where p.collection_id = c.id and p.archived_at is null) as actual from catalog.collection c where c.type = 'products'`,
      );
    };
    const studio = async () => (await counts()).find((c) => c.id === 'col_studio')!.kept;
    const before = await studio();
    // An import of several products in one statement.
    await app.db.query(
      `insert into catalog.product (id, website_id, collection_id, title, url_id, product_type, currency, position)
       select 'count_' || n, 'site_demo', 'col_studio', 'Counted ' || n, 'counted-' || n, 'DIGITAL', 'USD', 200 + n from generate_series(1, 5) n`,
    );
    expect(await studio()).toBe(before + 5);
    await app.db.query(`update catalog.product set archived_at = now() where id in ('count_1', 'count_2')`);
    expect(await studio()).toBe(before + 3);
    await app.db.query(`update catalog.product set title = 'Renamed' where id = 'count_3'`); // no change of count
    await app.db.query(`update catalog.product set collection_id = 'col_kitchen' where id = 'count_4'`);
    await app.db.query(`update catalog.product set archived_at = null where id = 'count_1'`);
    await app.db.query(`delete from catalog.product where id in ('count_2', 'count_5')`);
    expect(await studio()).toBe(before + 2);
    for (const shop of await counts()) expect(shop.kept, shop.id).toBe(shop.actual);
    const page = await new HttpClient(app.url).request('GET', '/studio');
    expect(page.text).toContain(`${before + 2} products`);
  });

  it('offers a quick view of each product, labelled from localizedStrings or “Quick View”', async () => {
    const { text } = await new HttpClient(app.url).request('GET', '/shop');
    // The link names its product's id: the page script's quick-view hit (RecordQuickView/{id}) reads it.
    const mug = DEMO_SITES[0]!.products.find((p) => p.urlId === 'stoneware-mug')!;
    expect(text).toContain(
      `<a class="product-quick-view" href="/shop/p/stoneware-mug" data-quick-view="${mug.id}">Quick View<span class="visually-hidden">: Stoneware Mug</span></a>`,
    );
  });
});
