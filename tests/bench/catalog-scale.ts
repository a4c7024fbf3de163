import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { HttpClient } from '../support/http-client.ts';

const SHOP = 'col_shop';

/** Adds `count` products (two variants each, in stock) to the demo shop, straight into the tables. */
async function addProducts(databaseUrl: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    // A kept bench database has them from last time.
    await client.query(`delete from cart.stock_level where item_id like 'bench\\_%'`);
    await client.query(`delete from catalog.product where id like 'bench\\_%'`);
    await client.query(
      `insert into catalog.product (id, website_id, collection_id, title, url_id, excerpt, body, product_type, currency, position, variant_option_ordering)
       select 'bench_' || n, 'site_demo', $1, 'Bench piece ' || n || ' ' || (array['linen','oak','clay','wool','brass'])[1 + n % 5],
              'bench-piece-' || n, 'A made thing, number ' || n || '.', '<p>Hand finished, ' || (array['oiled','waxed','glazed','woven','turned'])[1 + n % 5] || ' and packed by the bench.</p>',
              'PHYSICAL', 'USD', 100 + n, '["Size"]'
         from generate_series(1, $2::int) n`,
      [SHOP, count],
    );
    await client.query(
      `insert into catalog.variant (id, product_id, sku, price_cents, attributes, position)
       select 'bench_' || n || '_' || s, 'bench_' || n, 'BENCH-' || n || '-' || s, 1000 + (n % 90) * 100 + (case s when 'S' then 0 else 500 end),
              jsonb_build_object('Size', s), (case s when 'S' then 0 else 1 end)
         from generate_series(1, $1::int) n, (values ('S'), ('L')) as sizes(s)`,
      [count],
    );
    await client.query(
      `insert into cart.stock_level (variant_id, item_id, sku, qty_in_stock)
       select 'bench_' || n || '_' || s, 'bench_' || n, 'BENCH-' || n || '-' || s, n % 7
         from generate_series(1, $1::int) n, (values ('S'), ('L')) as sizes(s)`,
      [count],
    );
    await client.query('commit');
    // As a live database would be: statistics current and the visibility map set, no vacuum pending.
    await client.query('vacuum analyze catalog.product');
    await client.query('vacuum analyze catalog.variant');
    await client.query('vacuum analyze cart.stock_level');
  } finally {
    await client.end();
  }
}

async function median(runs: number, fn: () => Promise<{ status: number }>): Promise<number> {
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const { status } = await fn();
    if (status !== 200) throw new Error(`the bench request answered ${status}`);
    timings.push(performance.now() - t);
  }
  timings.sort((a, b) => a - b);
  return timings[Math.floor(timings.length / 2)]!;
}

const PAGES = {
  'product page': '/shop/p/linen-shirt',
  'shop page (first 24)': '/shop',
  'shop page, by price': '/shop?sort=price-asc',
  'search, 2 matches': '/search?q=soften',
  'search, every bench piece': '/search?q=bench',
} as const;

async function measureAll(shopper: HttpClient): Promise<Record<keyof typeof PAGES, number>> {
  const result = {} as Record<keyof typeof PAGES, number>;
  for (const [name, path] of Object.entries(PAGES) as [keyof typeof PAGES, string][]) {
    await median(40, () => shopper.request('GET', path)); // warm-up
    result[name] = await median(100, () => shopper.request('GET', path));
  }
  return result;
}

/**
 * The storefront's catalog paths with 10 products in the shop, with 24 (a full first page: the theme
 * shows 24) and with 10,024: medians of sequential requests and their ratio. Each page shows as much in
 * both (a full page of cards or results), so the ratio is what the catalog's size costs: "bench"
 * matches 16 products, then 10,016, of which a bounded number (RANKED_PER_KIND in the catalog's search) are ranked for the first page of 12.
 */
export async function benchCatalogScale(shopper: HttpClient, databaseUrl: string): Promise<void> {
  await addProducts(databaseUrl, 2);
  await measureAll(shopper); // the server's first minute (JIT, caches) would weigh on the first figures
  const ten = await measureAll(shopper);
  await addProducts(databaseUrl, 16);
  const small = await measureAll(shopper);
  await addProducts(databaseUrl, 10_016);
  const large = await measureAll(shopper);
  console.log('\nproducts in the shop          10 products   24 products   10,024 products   ratio 10,024/10   ratio 10,024/24');
  for (const name of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
    const ratio = (base: number) => `${(large[name] / base).toFixed(2)}x`;
    console.log(`${name.padEnd(28)} ${ten[name].toFixed(1).padStart(8)} ms ${small[name].toFixed(1).padStart(10)} ms ${large[name].toFixed(1).padStart(14)} ms ${ratio(ten[name]).padStart(14)} ${ratio(small[name]).padStart(17)}`);
  }
  console.log('(a shop page with 10 products draws 10 cards; with 24 or more it draws 24, so 10,024/24 compares pages that show as much.');
  console.log(' "bench" matches every bench piece: at 10,024 products a bounded number of them is ranked, title matches first, and the page says "More than".)');
}
