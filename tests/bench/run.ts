import { performance } from 'node:perf_hooks';
import { resolveDatabase } from '@atelier/platform';
import { startPlatform } from '@atelier/server';
import { HttpClient } from '../support/http-client.ts';
import { benchTemplateRender } from './template-render.ts';
import { benchThemeRender } from './theme-render.ts';
import { benchCatalogScale } from './catalog-scale.ts';
import { benchCheckoutLatency } from './checkout-latency.ts';
import { benchBundleSize } from './bundle-size.ts';
import { benchHotPathCounts } from './hot-path-counts.ts';
import { benchPageSpeed } from './page-speed.ts';
import { benchSoak } from './soak.ts';
import { benchGatewayCost } from './gateway-cost.ts';
import { benchMiddlewareCost } from './middleware-cost.ts';
import { benchTracking } from './tracking.ts';
import { benchPartnerKeys } from './partner-keys.ts';

/**
 * Benchmarks of the main shopper paths on a running platform (embedded PostgreSQL, or DATABASE_URL).
 * Prints figures; it asserts nothing. Run with `npm run bench`.
 */
// `npm run bench -- bundle` prints the built client's sizes alone, in a second: no platform needed.
const only = process.argv[2];
if (only === 'bundle') {
  benchBundleSize();
  process.exit(0);
}
// `npm run bench -- soak` runs the compiled server under 50 connections of adds for SOAK_MINUTES (30).
if (only === 'soak') {
  await benchSoak();
  process.exit(0);
}
// `npm run bench -- tracking` runs the compiled server under census beacons, then the dashboard's read at scale.
if (only === 'tracking') {
  await benchTracking();
  process.exit(0);
}
process.env.ATELIER_DATA_DIR ??= '.data/bench';
const database = await resolveDatabase();
// The bench hammers one cart from one client on purpose: the per-client limits would refuse it.
const unlimited = { points: 1_000_000, durationSeconds: 60 };
const platform = await startPlatform({
  databaseUrl: database.url,
  port: 0,
  seedDemo: true,
  rateLimits: { 'cart.adds': unlimited, 'cart.new-carts': unlimited, 'cart.gift-card-tries': unlimited },
});
const base = `http://127.0.0.1:${platform.port}`;

async function measure(name: string, runs: number, concurrency: number, fn: (i: number) => Promise<unknown>) {
  const timings: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < runs) {
        const i = next++;
        const t = performance.now();
        await fn(i);
        timings.push(performance.now() - t);
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const pct = (p: number) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))]!.toFixed(1);
  console.log(
    `${name.padEnd(42)} ${String(runs).padStart(5)} req  c=${concurrency}  ${(runs / wall).toFixed(0).padStart(5)} req/s  p50 ${pct(50)} ms  p95 ${pct(95)} ms`,
  );
  return runs / wall;
}

const shopper = new HttpClient(base);
const first = await shopper.request('GET', '/shop');
// A page that fails answers fast: its figures would mean nothing.
if (first.status !== 200)
  throw new Error(`/shop answered ${first.status}${first.status === 500 ? ' (is web/dist built? npm run build)' : ''}`);
await shopper.openPage('/shop');
const facts = { port: platform.port, subgraphUrls: platform.subgraphUrls, databaseUrl: database.url };
// `npm run bench -- catalog` runs the catalog-scale section alone, `npm run bench -- checkout` the checkout
// latencies, `npm run bench -- counts` the hot paths' request and statement counts, `npm run bench -- pages`
// the product page against the same bytes served as a static file, `npm run bench -- gateway` the gateway's own cost.
if (only === 'pages') {
  await benchPageSpeed(base, facts);
  await platform.stop();
  await database.stop();
  process.exit(0);
}
if (only === 'counts') {
  await benchHotPathCounts(base, facts);
  await platform.stop();
  await database.stop();
  process.exit(0);
}
if (only === 'gateway') {
  await benchGatewayCost(facts);
  await benchMiddlewareCost();
  await platform.stop();
  await database.stop();
  process.exit(0);
}
// `npm run bench -- keys`: what an API key adds to a request (its cost, its scopes, its check).
if (only === 'keys') {
  await benchPartnerKeys(base, database.url);
  await platform.stop();
  await database.stop();
  process.exit(0);
}
if (only === 'catalog') {
  await benchCatalogScale(base, database.url);
  await platform.stop();
  await database.stop();
  process.exit(0);
}
if (only === 'checkout') {
  await benchCheckoutLatency(base, {
    port: platform.port,
    subgraphUrls: platform.subgraphUrls,
    databaseUrl: database.url,
  });
  await platform.stop();
  await database.stop();
  process.exit(0);
}
benchBundleSize();
await benchHotPathCounts(base, facts);
await benchPageSpeed(base, facts);
for (let i = 0; i < 20; i++) await shopper.request('GET', '/shop/p/linen-shirt'); // warm-up

const page1 = await measure('product page (pages/s), c=1', 200, 1, () => shopper.request('GET', '/shop/p/linen-shirt'));
const page8 = await measure('product page (pages/s), c=8', 400, 8, () => shopper.request('GET', '/shop/p/linen-shirt'));
await measure('federated query: product + stock', 400, 8, () =>
  shopper.graphql(`{ product(id: "prod_linen_shirt") { title variants { sku priceMoney { value } qtyInStock } } }`),
);
await measure('REST add to cart (new cart each)', 200, 8, async () => {
  const c = new HttpClient(base);
  c.cookies.set('crumb', shopper.crumb!);
  await c.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_gift_card', sku: 'GIFT-25', quantity: 1 });
});
await measure('REST add to cart (one cart, serialised)', 200, 8, () =>
  shopper.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_field_guide', quantity: 1 }),
);
await measure('blog list page (pages/s), c=8', 400, 8, () => shopper.request('GET', '/journal'));
console.log(`ratio: product page throughput at c=8 vs c=1: ${(page8 / page1).toFixed(2)}x`);
await benchGatewayCost(facts);
await benchMiddlewareCost();
await benchPartnerKeys(base, database.url);
benchTemplateRender();
await benchThemeRender(shopper);
await benchCheckoutLatency(base, {
  port: platform.port,
  subgraphUrls: platform.subgraphUrls,
  databaseUrl: database.url,
}); // before the catalog grows by 10,000 products
await benchCatalogScale(base, database.url);

await platform.stop();
await database.stop();
