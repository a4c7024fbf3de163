import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();

describe('concurrent adds', () => {
  it('20 concurrent adds of an item with 5 in stock never leave a cart holding more than 5', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    // The cart exists before the burst, so all 20 requests race on the same cart.
    expect(
      (await client.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_field_guide', quantity: 1 }))
        .status,
    ).toBe(200);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.api('POST', '/api/commerce/shopping-cart/entries', {
          itemId: 'prod_mug',
          sku: 'MUG-CREAM',
          quantity: 1,
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.json.error).toBe('Sorry, we do not have enough of that item available.');
    }
    const cart = await client.api('GET', '/api/commerce/shopping-cart');
    const mug = cart.json.entries.find((e: any) => e.chosenVariant.sku === 'MUG-CREAM');
    expect(mug.quantity).toBe(5);
    const [row] = await app.db.query<{ total: number }>(
      `select sum(quantity)::int as total from cart.cart_entry where sku = 'MUG-CREAM'`,
    );
    expect(row!.total).toBe(5);
  });

  it('holds the limit for concurrent adds of several units through GraphQL too', async () => {
    const client = new HttpClient(app.url);
    await client.graphql(
      `mutation { addToCart(input: { itemId: "prod_field_guide", quantity: 1 }) { userErrors { code } } }`,
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.graphql(
          `mutation { addToCart(input: { itemId: "prod_linen_shirt", sku: "SHIRT-S-INK", quantity: 2 }) { userErrors { code } shoppingCart { id } } }`,
        ),
      ),
    );
    const ok = results.filter((r) => r.json.data.addToCart.userErrors.length === 0);
    expect(ok).toHaveLength(1); // 3 in stock: one add of 2 fits, a second would make 4
    const cart = await client.graphql(`{ shoppingCart { entries { chosenVariant { sku } quantity } } }`);
    const shirt = cart.json.data.shoppingCart.entries.find((e: any) => e.chosenVariant.sku === 'SHIRT-S-INK');
    expect(shirt.quantity).toBe(2);
  });
});
