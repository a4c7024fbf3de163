import { randomUUID } from 'node:crypto';
import { HttpClient } from '../support/http-client.ts';
import { countByServer, requestsDuring } from '../support/received-requests.ts';
import { statementsDuring } from '../support/sql-statements.ts';
import { fillTenEntryCart, stockTenEntries, TEN_ENTRY_ADDRESS } from '../support/ten-entry-cart.ts';
import type { PlatformFacts } from './checkout-latency.ts';

const PRODUCT = `{ product(id: "prod_linen_shirt") { title variants { sku priceMoney { value } qtyInStock } } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { status } userErrors { code } } }`;

/** Requests by server and SQL statements of one request, each counted as this process's servers and driver saw them. */
async function countsOf(platform: PlatformFacts, run: () => Promise<{ status: number }>) {
  const { result, requests } = await requestsDuring(() => statementsDuring(run));
  if (result.result.status !== 200) throw new Error(`a counted request answered ${result.result.status}`);
  const byServer = countByServer(requests, platform.port, platform.subgraphUrls);
  const total = Object.values(byServer).reduce((sum, n) => sum + n, 0);
  return { byServer, total, statements: result.statements.length };
}

/**
 * The fewest of `runs` counts of one kind of request: the bench's platform works its background jobs
 * (pg-boss polls, a minute's schedules), whose requests and statements land in a window now and
 * then; a request's own cost is what no run falls below.
 */
async function fewest(runs: number, count: () => Promise<Awaited<ReturnType<typeof countsOf>>>) {
  const counts = [];
  for (let i = 0; i < runs; i++) counts.push(await count());
  const least = counts.reduce((a, b) => (b.total < a.total ? b : a));
  return { ...least, statements: Math.min(...counts.map((c) => c.statements)) };
}

/**
 * What the hot paths cost in counts, not times: HTTP requests per add to the cart and per order of
 * ten entries (the public one and every hop behind it), and SQL statements per request for a
 * product read (GraphQL, with stock), an add and a product page. Each the fewest of a few warm runs
 * (fewest). The same counts are held by tests/hot-path-counts.test.ts.
 */
export async function benchHotPathCounts(base: string, platform: PlatformFacts): Promise<void> {
  const client = new HttpClient(base);
  await client.openPage('/shop');
  const add = () => client.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_field_guide' });
  await add(); // makes the cart: the counted add goes to a cart that exists, as most adds do
  await client.graphql(PRODUCT);
  await client.request('GET', '/shop/p/linen-shirt');
  const added = await fewest(5, () => countsOf(platform, add));
  const product = await fewest(5, () => countsOf(platform, () => client.graphql(PRODUCT)));
  const page = await fewest(5, () => countsOf(platform, () => client.request('GET', '/shop/p/linen-shirt')));
  await stockTenEntries(platform.databaseUrl);
  const order = await fewest(3, async () => {
    const ten = new HttpClient(base);
    await ten.openPage('/shop');
    await fillTenEntryCart(ten);
    return countsOf(platform, () =>
      ten.graphql(PLACE, {
        input: {
          idempotencyKey: `bench-${randomUUID()}`,
          email: 'bench-shopper@example.com',
          shippingAddress: TEN_ENTRY_ADDRESS,
          cardNumber: '4242 4242 4242 4242',
        },
      }),
    );
  });
  const servers = (c: { byServer: Record<string, number> }) =>
    Object.entries(c.byServer)
      .map(([server, n]) => `${server} ${n}`)
      .join(', ');
  console.log('\nhot path counts (the fewest of a few warm requests each)');
  console.log(
    `requests per add to the cart (HTTP, or in process where it says so): ${added.total} (${servers(added)})`,
  );
  console.log(`requests per order of 10 entries (likewise): ${order.total} (${servers(order)})`);
  console.log(
    `SQL statements per request: product ${product.statements}, add ${added.statements}, page ${page.statements} (order of 10 entries ${order.statements})`,
  );
}
