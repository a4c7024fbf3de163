import pg from 'pg';
import { addBulkProducts } from '../support/bulk-products.ts';
import { Worker } from 'node:worker_threads';

/** The bench's sites: copies of the demo site with one shop each, alike but for how many products it holds. */
const SITES = [
  { id: 'site_bench_10', slug: 'bench-10', products: 10, label: '10 products' },
  { id: 'site_bench_24', slug: 'bench-24', products: 24, label: '24 products' },
  { id: 'site_bench_10k', slug: 'bench-10k', products: 10_000, label: '10,000 products' },
] as const;

/** Copies a row of `table` with some columns changed, whatever columns later migrations add. */
async function copyRow(client: pg.Client, table: string, id: string, changes: Record<string, unknown>): Promise<void> {
  const [schema, name] = table.split('.');
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = $1 and table_name = $2 and is_generated = 'NEVER' order by ordinal_position`,
    [schema, name],
  );
  const columns = rows.map((r) => r.column_name);
  const names = Object.keys(changes);
  const select = columns.map((c) => (names.includes(c) ? `$${names.indexOf(c) + 2}` : `"${c}"`));
  await client.query(
    `insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) select ${select.join(', ')} from ${table} where id = $1`,
    [id, ...Object.values(changes)],
  );
}

/**
 * One bench site: the demo site's settings and theme, a shop at /shop and `count` products with two
 * variants each (some sold out). Product n is the same in every site, so each page shows the same things.
 */
async function addSite(client: pg.Client, site: (typeof SITES)[number]): Promise<void> {
  const shop = `${site.id}_shop`;
  await copyRow(client, 'catalog.website', 'site_demo', {
    id: site.id,
    slug: site.slug,
    title: `Bench shop (${site.label})`,
  });
  await copyRow(client, 'catalog.collection', 'col_shop', { id: shop, website_id: site.id, categories: '[]' });
  await addBulkProducts(
    client,
    { siteId: site.id, collectionId: shop },
    { prefix: site.id, count: site.products, title: 'Bench piece' },
  );
}

async function addSites(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    // A kept bench database has them from last time.
    for (const site of SITES) {
      await client.query(`delete from cart.stock_level where item_id like $1`, [`${site.id}\\_%`]);
      await client.query(`delete from catalog.product where website_id = $1`, [site.id]);
      await client.query(`delete from catalog.collection where website_id = $1`, [site.id]);
      await client.query(`delete from catalog.website where id = $1`, [site.id]);
    }
    for (const site of SITES) await addSite(client, site);
    await client.query('commit');
    // As a live database would be: statistics current and the visibility map set, no vacuum pending.
    for (const table of [
      'catalog.website',
      'catalog.collection',
      'catalog.product',
      'catalog.variant',
      'cart.stock_level',
    ])
      await client.query(`vacuum analyze ${table}`);
  } finally {
    await client.end();
  }
}

const PAGES = {
  'product page': '/shop/p/bench-piece-3',
  'shop page (first 24)': '/shop',
  'shop page, by price': '/shop?sort=price-asc',
  'search, 2 matches': '/search?q=walnut',
  'search, every product': '/search?q=bench',
} as const;
type PageName = keyof typeof PAGES;
/** Requests per page and site: enough that a ratio's noise is a few hundredths. */
const RUNS = 300;

/**
 * Medians of sequential requests for each page of each site, timed from a thread of its own
 * (page-timer-worker.mjs). The sites take turns request by request, so a slow moment of the machine
 * (a collection, another process) weighs on all of them.
 */
function measurer(port: number): {
  measure: (path: string, runs: number) => Promise<number[]>;
  stop: () => Promise<number>;
} {
  const worker = new Worker(new URL('./page-timer-worker.mjs', import.meta.url));
  let next = 0;
  const waiting = new Map<number, { resolve: (medians: number[]) => void; reject: (error: Error) => void }>();
  worker.on('message', ({ id, medians, error }: { id: number; medians?: number[]; error?: string }) => {
    const wait = waiting.get(id)!;
    waiting.delete(id);
    if (error) wait.reject(new Error(error));
    else wait.resolve(medians!);
  });
  const hosts = SITES.map((site) => `${site.slug}.localhost`);
  return {
    measure: (path, runs) =>
      new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, port, hosts, path, runs });
      }),
    stop: () => worker.terminate(),
  };
}

/**
 * The storefront's catalog paths on three sites alike but for their catalog: 10 products, 24 (a full
 * first shop page: the theme shows 24) and 10,000. Prints the medians and their ratios; 10,000/24
 * compares pages that show as much (24 cards, or as many results), 10,000/10 is the whole growth.
 */
export async function benchCatalogScale(baseUrl: string, databaseUrl: string): Promise<void> {
  await addSites(databaseUrl);
  const { measure, stop } = measurer(Number(new URL(baseUrl).port));
  // The server's first moments (JIT, caches, each connection's prepared statements) would weigh on the first figures.
  for (const path of Object.values(PAGES)) await measure(path, 60);
  const figures = {} as Record<PageName, number[]>;
  for (const [name, path] of Object.entries(PAGES) as [PageName, string][]) figures[name] = await measure(path, RUNS);
  await stop();
  console.log(
    `\n${'site'.padEnd(24)} ${SITES.map((s) => s.label.padStart(16)).join('')}   ratio 10,000/10   ratio 10,000/24`,
  );
  for (const name of Object.keys(PAGES) as PageName[]) {
    const [ten, full, large] = figures[name] as [number, number, number];
    const ms = [ten, full, large].map((t) => `${t.toFixed(1)} ms`.padStart(16)).join('');
    console.log(
      `${name.padEnd(24)} ${ms} ${`${(large / ten).toFixed(2)}x`.padStart(17)} ${`${(large / full).toFixed(2)}x`.padStart(17)}`,
    );
  }
  const perCard = (name: PageName) => ((figures[name][1]! - figures[name][0]!) / 14).toFixed(2);
  console.log(
    `a shop page's card: ${perCard('shop page (first 24)')} ms (first 24), ${perCard('shop page, by price')} ms (by price): the 24-product page less the 10-product one, over 14 cards`,
  );
  // The page without its cards: what a card must stay under for 24 cards to cost within 1.2x of 10 is a 60th of it.
  const fixed = figures['shop page (first 24)'][0]! - 10 * Number(perCard('shop page (first 24)'));
  console.log(
    `the shop page less its cards: ${fixed.toFixed(1)} ms; 24 cards within 1.2x of 10 needs a card under ${(fixed / 60).toFixed(2)} ms`,
  );
  console.log(
    `(medians of ${RUNS} requests each, the three sites in turn, timed from a thread of its own as a browser would be;`,
  );
  console.log(' a shop page draws 10 cards at 10 products and 24 at 24 or more;');
  console.log(
    ' "bench" matches every product: at 10,000 a bounded number is ranked, title matches first, and the page says "More than".)',
  );
}
