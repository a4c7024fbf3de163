import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';
import { UNTAXED_ADDRESS } from './support/shipping-address.ts';

/** A product the owner archives while it sits in a shopper's cart. */
const app = useTestPlatform();
const rows = (sql: string, params: unknown[] = []) => app.db.query(sql, params) as Promise<any[]>;

const CART = `shoppingCart { id totalQuantity subtotalCents entries { id itemId quantity chosenVariant { sku } } }`;
const UPDATE = `mutation($input: CartEntryQuantityInput!) { updateCartEntryQuantity(input: $input) { ${CART} userErrors { field code message } } }`;
const REMOVE = `mutation($id: ID!) { removeCartEntry(entryId: $id) { ${CART} userErrors { field code message } } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id status grandTotalCents lines { title } } userErrors { field code message } } }`;
const UNAVAILABLE = 'Sorry, that item variant is unavailable. Please select another variant.';

const stockOf = async (variantId: string) =>
  Number((await rows('select qty_in_stock from cart.stock_level where variant_id = $1', [variantId]))[0].qty_in_stock);
const ordersOf = async (email: string) =>
  Number((await rows('select count(*)::int as n from cart.shop_order where email = $1', [email]))[0].n);

describe('an archived product already in a cart', () => {
  it('stays in the cart to be removed; checkout refuses it by its entry, charging and taking nothing; without it the rest is paid', async () => {
    const owner = await signedInClient(app.url);
    const shopper = new HttpClient(app.url);
    await shopper.openPage('/shop');
    expect(
      (
        await shopper.api('POST', '/api/commerce/shopping-cart/entries', {
          itemId: 'prod_mug',
          sku: 'MUG-CREAM',
          quantity: 1,
        })
      ).status,
    ).toBe(200);
    expect(
      (await shopper.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_field_guide', quantity: 1 }))
        .status,
    ).toBe(200);
    const mug = (await shopper.graphql(`{ ${CART} }`)).json.data.shoppingCart.entries.find(
      (e: { itemId: string }) => e.itemId === 'prod_mug',
    );
    const stock = await stockOf('var_mug_cream');
    expect(
      (
        await owner.graphql(
          `mutation { archiveProduct(id: "prod_mug", archived: true) { product { archived } userErrors { code } } }`,
        )
      ).json.data.archiveProduct,
    ).toEqual({ product: { archived: true }, userErrors: [] });

    // The shopper still sees what they added, on the cart page too, and can take it out.
    const cart = (await shopper.graphql(`{ ${CART} }`)).json.data.shoppingCart;
    expect(cart.entries.map((e: { itemId: string; quantity: number }) => [e.itemId, e.quantity])).toEqual([
      ['prod_mug', 1],
      ['prod_field_guide', 1],
    ]);
    expect(
      (await shopper.api('GET', '/api/commerce/shopping-cart')).json.entries.map((e: { itemId: string }) => e.itemId),
    ).toEqual(['prod_mug', 'prod_field_guide']);
    const page = await shopper.request('GET', '/cart');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stoneware Mug');

    // Checkout names the entry that cannot be bought, and nothing is charged, taken or ordered.
    const refused = (
      await shopper.graphql(PLACE, {
        input: {
          idempotencyKey: 'archived-in-cart-1',
          email: 'archived@example.com',
          shippingAddress: UNTAXED_ADDRESS,
          cardNumber: '4242 4242 4242 4242',
        },
      })
    ).json.data.placeOrder;
    expect(refused).toEqual({
      order: null,
      userErrors: [{ field: ['entries', mug.id], code: 'VARIANT_UNAVAILABLE', message: UNAVAILABLE }],
    });
    expect([await stockOf('var_mug_cream'), await ordersOf('archived@example.com')]).toEqual([stock, 0]);

    // More of it cannot be asked for; removing it can.
    const more = (await shopper.graphql(UPDATE, { input: { entryId: mug.id, quantity: 2 } })).json.data
      .updateCartEntryQuantity;
    expect(more.userErrors).toEqual([
      { field: ['entryId'], code: 'ITEM_NOT_FOUND', message: 'This item is no longer sold. Remove it from your cart.' },
    ]);
    const removed = (await shopper.graphql(REMOVE, { id: mug.id })).json.data.removeCartEntry;
    expect(removed.userErrors).toEqual([]);
    expect(removed.shoppingCart.entries.map((e: { itemId: string }) => e.itemId)).toEqual(['prod_field_guide']);

    const paid = (
      await shopper.graphql(PLACE, {
        input: {
          idempotencyKey: 'archived-in-cart-2',
          email: 'archived@example.com',
          cardNumber: '4242 4242 4242 4242',
        },
      })
    ).json.data.placeOrder;
    expect(paid.userErrors).toEqual([]);
    expect(paid.order).toMatchObject({ status: 'PAID', lines: [{ title: 'The Maker’s Field Guide (PDF)' }] });
    expect([await stockOf('var_mug_cream'), await ordersOf('archived@example.com')]).toEqual([stock, 1]);
  });
});
