import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { countByServer, requestsDuring } from './support/received-requests.ts';
import { readsOf, statementsDuring } from './support/sql-statements.ts';
import { fillTenEntryCart, TEN_ENTRIES, TEN_ENTRY_ADDRESS } from './support/ten-entry-cart.ts';
import { useTestPlatform } from './support/test-platform.ts';

const unlimited = { points: 1_000_000, durationSeconds: 60 };
const app = useTestPlatform({ rateLimits: { 'cart.adds': unlimited, 'cart.new-carts': unlimited } });

/**
 * The hot paths' costs as counts, never times: the HTTP requests each server of the process
 * received (the gateway's internal port among them), the requests the gateway handed a subgraph in
 * process (`commerce (in process)`) and the SQL statements sent, for an add to the
 * cart and an order of ten entries (docs/decisions.md, "The hot paths ask the catalog directly").
 * The bench prints the same counts (tests/bench/hot-path-counts.ts).
 */
async function counted<T>(run: () => Promise<T>) {
  const { result, requests } = await requestsDuring(() => statementsDuring(run));
  return {
    result: result.result,
    statements: result.statements,
    requests: countByServer(requests, app.platform.port, app.platform.subgraphUrls),
  };
}

async function shopper() {
  const client = new HttpClient(app.url);
  await client.openPage('/shop');
  return client;
}

const addGuide = (client: HttpClient) =>
  client.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_field_guide' });

/** At most this many statements an add to a cart sends, BEGIN and COMMIT and its limit's count included (13 with the ORM's unit of work). */
const ADD_STATEMENTS = 10;

describe('the hot paths ask the catalog directly, once', () => {
  it('an add to a cart: one request to commerce and one to the catalog (both in process), none through the gateway; at most 10 SQL statements', async () => {
    const client = await shopper();
    expect((await addGuide(client)).status).toBe(200);
    const { result, requests, statements } = await counted(() => addGuide(client));
    expect(result.status, result.text).toBe(200);
    expect(result.json.newlyAdded.quantity).toBe(2);
    expect(requests).toEqual({ public: 1, 'commerce (in process)': 1, 'catalog (in process)': 1 });
    // The hook sees commerce's statements at all (else the count would prove nothing).
    expect(readsOf(statements, 'cart.shopping_cart')).toBe(1);
    expect(statements.length).toBeLessThanOrEqual(ADD_STATEMENTS);
  });

  it('an add that makes the cart: the same requests, at most 10 SQL statements', async () => {
    const client = await shopper();
    const { result, requests, statements } = await counted(() => addGuide(client));
    expect(result.status, result.text).toBe(200);
    expect(result.json.shoppingCart.entries).toHaveLength(1);
    expect(requests).toEqual({ public: 1, 'commerce (in process)': 1, 'catalog (in process)': 1 });
    expect(statements.length).toBeLessThanOrEqual(ADD_STATEMENTS);
    // The cart written is the one the shopper then reads.
    const cart = await client.api('GET', '/api/commerce/shopping-cart');
    expect(cart.json.id).toBe(result.json.shoppingCart.id);
    expect(cart.json.entries.map((e: any) => [e.itemId, e.quantity, e.unitPriceCents])).toEqual([
      ['prod_field_guide', 1, 900],
    ]);
  });

  it('an add of a product with a form asks the forms subgraph for it once more, in process too', async () => {
    const client = await shopper();
    const { result, requests } = await counted(() =>
      client.api('POST', '/api/commerce/shopping-cart/entries', TEN_ENTRIES[0]),
    );
    expect(result.status, result.text).toBe(200);
    expect(requests).toEqual({
      public: 1,
      'commerce (in process)': 1,
      'catalog (in process)': 1,
      'forms (in process)': 1,
    });
  });

  it('an order of ten entries: one catalog lookup for all of them, one billing read, nothing through the gateway', async () => {
    const client = await shopper();
    await fillTenEntryCart(client);
    const { result, requests } = await counted(() =>
      client.graphql(
        `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { status lines { unitPriceCents } } userErrors { code } } }`,
        {
          input: {
            idempotencyKey: `counts-${randomUUID()}`,
            email: 'counts@example.com',
            shippingAddress: TEN_ENTRY_ADDRESS,
            cardNumber: '4242 4242 4242 4242',
          },
        },
      ),
    );
    const placed = result.json.data.placeOrder;
    expect(placed.userErrors).toEqual([]);
    expect(placed.order.status).toBe('PAID');
    expect(placed.order.lines).toHaveLength(10);
    expect(requests).toEqual({
      public: 1,
      'commerce (in process)': 1,
      'catalog (in process)': 1,
      'billing (in process)': 1,
    });
  });
});

describe('a product page asks each subgraph once', () => {
  const PAGE = '/shop/p/linen-shirt';

  it('for a visitor without a cart: the catalog, and commerce for stock only; at most 4 SQL statements', async () => {
    const client = await shopper();
    // What the process keeps of the site until it changes (its availability, theme, restock settings) is known.
    await client.request('GET', PAGE);
    const { result, requests, statements } = await counted(() => client.request('GET', PAGE));
    expect(result.status).toBe(200);
    expect(requests).toEqual({ public: 1, 'catalog (in process)': 1, 'commerce (in process)': 1 });
    expect(readsOf(statements, 'cart.shopping_cart')).toBe(0);
    expect(readsOf(statements, 'catalog.collection')).toBe(1);
    expect(statements.length).toBeLessThanOrEqual(4);
  });

  it('for a visitor with a cart: its summary too, from commerce once more', async () => {
    const client = await shopper();
    await addGuide(client);
    await client.request('GET', PAGE);
    const { result, requests, statements } = await counted(() => client.request('GET', PAGE));
    expect(result.text).toContain('data-cart="{&quot;__typename&quot;:&quot;ShoppingCart&quot;');
    expect(requests).toEqual({ public: 1, 'catalog (in process)': 1, 'commerce (in process)': 2 });
    expect(readsOf(statements, 'cart.shopping_cart')).toBe(1);
  });
});
