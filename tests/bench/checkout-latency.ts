import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { HttpClient } from '../support/http-client.ts';
import { countByServer, requestsDuring, type ReceivedRequest } from '../support/received-requests.ts';
import { fillTenEntryCart, stockTenEntries, TEN_ENTRIES, TEN_ENTRY_ADDRESS } from '../support/ten-entry-cart.ts';

// As tests/checkout.test.ts places an order (the same selection of the order).
const ORDER = `id number status fulfillmentStatus email currency subtotalCents discountCents shippingCostCents taxCents grandTotalCents refundedCents
  lines { title quantity unitPriceCents lineTotalCents additionalFields chosenVariant { sku } } shippingAddress { name city region country }
  shippingOption { name priceCents } coupons { code discountCents } payments { kind status amountCents cardLast4 }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { ${ORDER} } orderToken userErrors { field code message } } }`;
const GOOD_CARD = '4242 4242 4242 4242';
/** Digital, unlimited stock: no run of the bench ever sells it out, and its cart needs no address. */
const ITEM = 'prod_field_guide';

const CONCURRENT = 50;
const ADD_WARM_UP = 20;
const ADDS_SEQUENTIAL = 200;
const ADDS_PER_CLIENT = 10;
const ORDER_WARM_UP = 10;
const ORDERS_SEQUENTIAL = 100;
const ORDER_ROUNDS = 6;

interface Figures {
  n: number;
  median: number;
  p99: number;
  /** Requests answered per second of the timed phase. */
  throughput: number;
}

/** Nearest-rank percentiles of the timings, and the requests per second of `wallMs`. */
function figures(timings: number[], wallMs: number): Figures {
  const sorted = [...timings].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { n: sorted.length, median: rank(50), p99: rank(99), throughput: sorted.length / (wallMs / 1000) };
}

/** A shopper who opened a page, as a browser would: the crumb cookie is set. */
async function shopper(base: string): Promise<HttpClient> {
  const client = new HttpClient(base);
  const page = await client.openPage('/shop');
  if (page.status !== 200 || !client.crumb)
    throw new Error(
      `/shop answered ${page.status}${client.crumb ? '' : ' without a crumb cookie'}: the figures would mean nothing`,
    );
  return client;
}

async function addToCart(client: HttpClient): Promise<void> {
  const added = await client.api('POST', '/api/commerce/shopping-cart/entries', { itemId: ITEM });
  if (added.status !== 200 || !added.json?.newlyAdded)
    throw new Error(`add to cart answered ${added.status}: ${added.text.slice(0, 500)}`);
}

async function placeOrder(client: HttpClient): Promise<void> {
  const input = { idempotencyKey: `bench-${randomUUID()}`, email: 'bench-shopper@example.com', cardNumber: GOOD_CARD };
  const answer = await client.graphql(PLACE, { input });
  const placed = answer.json?.data?.placeOrder;
  if (
    answer.status !== 200 ||
    answer.json?.errors?.length ||
    !placed ||
    placed.userErrors.length ||
    placed.order?.status !== 'PAID'
  ) {
    throw new Error(`placeOrder answered ${answer.status}: ${answer.text.slice(0, 500)}`);
  }
}

async function timed(fn: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** A shopper whose cart holds the item; not timed. */
async function shopperWithCart(base: string): Promise<HttpClient> {
  const client = await shopper(base);
  await addToCart(client);
  return client;
}

async function addsSequential(base: string): Promise<Figures> {
  const client = await shopper(base);
  for (let i = 0; i < ADD_WARM_UP; i++) await addToCart(client); // the first makes the cart
  const timings: number[] = [];
  const started = performance.now();
  for (let i = 0; i < ADDS_SEQUENTIAL; i++) timings.push(await timed(() => addToCart(client)));
  return figures(timings, performance.now() - started);
}

async function addsConcurrent(base: string): Promise<Figures> {
  // Each client's first add makes its cart, untimed, as at concurrency 1: every timed add goes to a cart that exists.
  const clients = await Promise.all(Array.from({ length: CONCURRENT }, () => shopperWithCart(base)));
  const timings: number[] = [];
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      for (let i = 0; i < ADDS_PER_CLIENT; i++) timings.push(await timed(() => addToCart(client)));
    }),
  );
  return figures(timings, performance.now() - started);
}

async function ordersSequential(base: string): Promise<Figures> {
  for (let i = 0; i < ORDER_WARM_UP; i++) await placeOrder(await shopperWithCart(base));
  const timings: number[] = [];
  for (let i = 0; i < ORDERS_SEQUENTIAL; i++) {
    const client = await shopperWithCart(base);
    timings.push(await timed(() => placeOrder(client)));
  }
  // One at a time, the placing takes all of the timed phase.
  return figures(
    timings,
    timings.reduce((sum, t) => sum + t, 0),
  );
}

async function ordersConcurrent(base: string): Promise<Figures> {
  const timings: number[] = [];
  let wall = 0;
  for (let round = 0; round < ORDER_ROUNDS; round++) {
    const clients = await Promise.all(Array.from({ length: CONCURRENT }, () => shopperWithCart(base)));
    const started = performance.now();
    const placed = await Promise.all(clients.map((client) => timed(() => placeOrder(client))));
    wall += performance.now() - started;
    timings.push(...placed);
  }
  return figures(timings, wall);
}

/**
 * Latency of adding to the cart (REST) and of placing an order (GraphQL) with one client and with 50
 * at once: n, median, p99 and requests per second of each, and how much the median grows under 50
 * clients. The item is the demo's digital field guide; every order is paid with the test card.
 * Only the measured request is timed: opening a page and filling a cart before an order are not.
 */
export async function benchCheckoutLatency(base: string, platform: PlatformFacts): Promise<void> {
  const add1 = await addsSequential(base);
  const add50 = await addsConcurrent(base);
  const order1 = await ordersSequential(base);
  const order50 = await ordersConcurrent(base);
  const bigOrder = await tenEntryOrders(base, platform);

  console.log('\ncheckout latency                               n     median        p99   throughput');
  const line = (name: string, f: Figures) =>
    console.log(
      `${name.padEnd(40)} ${String(f.n).padStart(7)} ${f.median.toFixed(1).padStart(7)} ms ${f.p99.toFixed(1).padStart(7)} ms ${f.throughput.toFixed(0).padStart(6)} req/s`,
    );
  line('add to cart (REST), 1 client', add1);
  line(`add to cart (REST), ${CONCURRENT} clients`, add50);
  line('place order (GraphQL), 1 client', order1);
  line(`place order (GraphQL), ${CONCURRENT} clients`, order50);
  const ratio = (many: Figures, one: Figures) => `${(many.median / one.median).toFixed(2)}x`;
  console.log(
    `ratio of medians, ${CONCURRENT} clients / 1 client: add to cart ${ratio(add50, add1)}, place order ${ratio(order50, order1)}`,
  );
  console.log(
    `(${CONCURRENT} clients: each adds ${ADDS_PER_CLIENT} times in sequence, all at once; ${ORDER_ROUNDS} rounds of ${CONCURRENT} shoppers placing their orders at once.)`,
  );
  printTenEntryOrders(platform, bigOrder);
}

/** What the bench knows of the running platform: its public port, its subgraphs' addresses and its database. */
export interface PlatformFacts {
  port: number;
  subgraphUrls: Record<string, string>;
  databaseUrl: string;
}

const TEN_ENTRY_ORDERS = 20;
const TEN_ENTRY_WARM_UP = 3;

async function shopperWithTenEntries(base: string): Promise<HttpClient> {
  const client = await shopper(base);
  await fillTenEntryCart(client);
  return client;
}

async function placeTenEntryOrder(client: HttpClient): Promise<void> {
  const input = {
    idempotencyKey: `bench-${randomUUID()}`,
    email: 'bench-shopper@example.com',
    shippingAddress: TEN_ENTRY_ADDRESS,
    cardNumber: GOOD_CARD,
  };
  const answer = await client.graphql(PLACE, { input });
  const placed = answer.json?.data?.placeOrder;
  if (
    answer.status !== 200 ||
    answer.json?.errors?.length ||
    placed?.userErrors.length ||
    placed?.order?.status !== 'PAID' ||
    placed.order.lines.length !== TEN_ENTRIES.length
  ) {
    throw new Error(`placeOrder of ten entries answered ${answer.status}: ${answer.text.slice(0, 500)}`);
  }
}

/**
 * Orders of a ten-entry cart, one at a time: their median and the HTTP requests each placeOrder
 * made, counted as this process's servers received them (the public port, the gateway's internal
 * one, each subgraph), so that a lookup per entry shows as requests per entry.
 */
async function tenEntryOrders(
  base: string,
  platform: PlatformFacts,
): Promise<{ figures: Figures; requests: ReceivedRequest[][] }> {
  await stockTenEntries(platform.databaseUrl);
  for (let i = 0; i < TEN_ENTRY_WARM_UP; i++) await placeTenEntryOrder(await shopperWithTenEntries(base));
  const timings: number[] = [];
  const requests: ReceivedRequest[][] = [];
  for (let i = 0; i < TEN_ENTRY_ORDERS; i++) {
    const client = await shopperWithTenEntries(base);
    const { result: ms, requests: received } = await requestsDuring(() => timed(() => placeTenEntryOrder(client)));
    timings.push(ms);
    requests.push(received);
  }
  return {
    figures: figures(
      timings,
      timings.reduce((sum, t) => sum + t, 0),
    ),
    requests,
  };
}

function printTenEntryOrders(
  platform: PlatformFacts,
  { figures: f, requests }: Awaited<ReturnType<typeof tenEntryOrders>>,
): void {
  const totals = requests.map((r) => r.length).sort((a, b) => a - b);
  const last = countByServer(requests.at(-1)!, platform.port, platform.subgraphUrls);
  console.log(
    `\nplaceOrder of a cart of ${TEN_ENTRIES.length} entries (one a form product), ${f.n} orders one at a time: median ${f.median.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms`,
  );
  console.log(
    `requests one placeOrder makes (HTTP, or in process where it says so): ${totals[0]}${totals[0] === totals.at(-1) ? '' : ` to ${totals.at(-1)}`} (the last: ${Object.entries(
      last,
    )
      .map(([server, n]) => `${server} ${n}`)
      .join(', ')})`,
  );
}
