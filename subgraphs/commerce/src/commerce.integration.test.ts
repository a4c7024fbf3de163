import { describe, expect, it } from 'vitest';
import { cartRowCounts } from '../../../tests/support/test-database.ts';
import { useTestPlatform } from '../../../tests/support/test-platform.ts';

/** The commerce subgraph spoken to directly, as the gateway does: its rules and its stock refusal. */
const app = useTestPlatform();

const cartUrl = () => app.platform.subgraphUrls.commerce!;

async function call(query: string, variables: Record<string, unknown> = {}, cartToken?: string) {
  const response = await fetch(cartUrl(), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-atelier-site': 'site_demo',
      ...(cartToken ? { 'x-atelier-cart-token': cartToken } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const issued = JSON.parse(response.headers.get('x-atelier-set-cookie') ?? '[]') as { name: string; value: string }[];
  return { body: (await response.json()) as any, issuedToken: issued.find((c) => c.name === 'atelier-cart')?.value };
}

const ADD = `mutation($input: AddToCartInput!) {
  addToCart(input: $input) {
    shoppingCart { id totalQuantity subtotalCents entries { itemId quantity unitPriceCents chosenVariant { sku } } }
    newlyAdded { quantity }
    userErrors { field code message }
  }
}`;

const tableCounts = () => cartRowCounts(app.db);

describe('commerce subgraph', () => {
  it('issues an unguessable token with a new cart and stores only its hash', async () => {
    const { body, issuedToken } = await call(ADD, { input: { itemId: 'prod_mug', sku: 'MUG-CREAM', quantity: 1 } });
    expect(body.data.addToCart.userErrors).toEqual([]);
    expect(issuedToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await app.db.query(`select token_hash from cart.shopping_cart where id = $1`, [
      body.data.addToCart.shoppingCart.id,
    ]);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(issuedToken);
  });

  it('matches entries by item id and sku and keeps totals', async () => {
    const first = await call(ADD, { input: { itemId: 'prod_linen_shirt', sku: 'SHIRT-M-SAND', quantity: 1 } });
    const token = first.issuedToken!;
    await call(ADD, { input: { itemId: 'prod_linen_shirt', sku: 'SHIRT-M-INK', quantity: 1 } }, token);
    const third = await call(ADD, { input: { itemId: 'prod_linen_shirt', sku: 'SHIRT-M-SAND', quantity: 3 } }, token);
    expect(third.issuedToken).toBeUndefined();
    const cart = third.body.data.addToCart.shoppingCart;
    expect(cart.entries).toEqual([
      { itemId: 'prod_linen_shirt', quantity: 4, unitPriceCents: 6800, chosenVariant: { sku: 'SHIRT-M-SAND' } },
      { itemId: 'prod_linen_shirt', quantity: 1, unitPriceCents: 5400, chosenVariant: { sku: 'SHIRT-M-INK' } },
    ]);
    expect(cart).toMatchObject({ totalQuantity: 5, subtotalCents: 4 * 6800 + 5400 });
    expect(third.body.data.addToCart.newlyAdded).toEqual({ quantity: 4 });
  });

  it.each([
    [{ quantity: 0 }, 'QUANTITY_OUT_OF_RANGE'],
    [{ quantity: 10000 }, 'QUANTITY_OUT_OF_RANGE'],
    [{ quantity: 6 }, 'INSUFFICIENT_STOCK'],
    [{ itemId: 'missing' }, 'ITEM_NOT_FOUND'],
    [{ sku: 'MUG-PLAID' }, 'VARIANT_UNAVAILABLE'],
  ])('refuses %j with %s and changes nothing', async (override, code) => {
    const existing = await call(ADD, { input: { itemId: 'prod_mug', sku: 'MUG-MOSS', quantity: 1 } });
    const before = await tableCounts();
    const refused = await call(
      ADD,
      { input: { itemId: 'prod_mug', sku: 'MUG-CREAM', quantity: 1, ...override } },
      existing.issuedToken,
    );
    expect(refused.body.data.addToCart.shoppingCart).toBeNull();
    expect(refused.body.data.addToCart.userErrors[0].code).toBe(code);
    expect(await tableCounts()).toEqual(before);
    const anonymous = await call(ADD, { input: { itemId: 'prod_mug', sku: 'MUG-CREAM', quantity: 1, ...override } });
    expect(anonymous.issuedToken).toBeUndefined();
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a second add that would pass the stock, leaving the entry as it was', async () => {
    const first = await call(ADD, { input: { itemId: 'prod_linen_shirt', sku: 'SHIRT-S-INK', quantity: 3 } });
    const second = await call(
      ADD,
      { input: { itemId: 'prod_linen_shirt', sku: 'SHIRT-S-INK', quantity: 1 } },
      first.issuedToken,
    );
    expect(second.body.data.addToCart.userErrors).toEqual([
      {
        field: ['input', 'quantity'],
        code: 'INSUFFICIENT_STOCK',
        message: 'Sorry, we do not have enough of that item available.',
      },
    ]);
    const cart = await call(`{ shoppingCart { entries { quantity } } }`, {}, first.issuedToken);
    expect(cart.body.data.shoppingCart.entries).toEqual([{ quantity: 3 }]);
  });

  it('sells digital products and gift cards without a stock record', async () => {
    await app.db.query(`delete from cart.stock_level where variant_id = 'var_field_guide'`);
    const { body } = await call(ADD, { input: { itemId: 'prod_field_guide', quantity: 3 } });
    expect(body.data.addToCart.userErrors).toEqual([]);
    expect(body.data.addToCart.newlyAdded).toEqual({ quantity: 3 });
  });

  it('sells services one at a time when the store says so', async () => {
    await app.db.query(`update catalog.website set multiple_quantity_allowed_for_services = false`);
    try {
      const first = await call(ADD, { input: { itemId: 'prod_workshop', sku: 'WORKSHOP-SAT', quantity: 1 } });
      expect(first.body.data.addToCart.userErrors).toEqual([]);
      const second = await call(
        ADD,
        { input: { itemId: 'prod_workshop', sku: 'WORKSHOP-SAT', quantity: 1 } },
        first.issuedToken,
      );
      expect(second.body.data.addToCart.userErrors).toEqual([
        {
          field: ['input', 'quantity'],
          code: 'SINGLE_QUANTITY_ONLY',
          message: 'Only one of this item can be added to the cart.',
        },
      ]);
    } finally {
      await app.db.query(`update catalog.website set multiple_quantity_allowed_for_services = true`);
    }
  });

  it('contributes stock to federated variants', async () => {
    const { body } = await call(
      `query($r: [_Any!]!) { _entities(representations: $r) { ... on Variant { id qtyInStock unlimited } } }`,
      {
        r: [
          { __typename: 'Variant', id: 'var_mug_cream' },
          { __typename: 'Variant', id: 'var_gift_50' },
          { __typename: 'Variant', id: 'unknown' },
        ],
      },
    );
    expect(body.data._entities).toEqual([
      { id: 'var_mug_cream', qtyInStock: 5, unlimited: false },
      { id: 'var_gift_50', qtyInStock: 0, unlimited: true },
      { id: 'unknown', qtyInStock: 0, unlimited: false },
    ]);
  });
});
