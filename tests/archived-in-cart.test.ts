import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

/** A product the owner archives while it sits in a shopper's cart. */
const app = useTestPlatform();
const rows = (sql: string, params: unknown[] = []) => app.db.query(sql, params) as Promise<any[]>;
const CART = `shoppingCart { id totalQuantity subtotalCents grandTotalCents entries { id itemId quantity unitPriceCents chosenVariant { sku } } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id status } userErrors { field code message } } }`;
const ADDRESS = { name: 'Ada Lovelace', line1: '1 Market St', city: 'Portland', region: 'OR', postalCode: '97201', country: 'US' };

describe('an archived product already in a cart', () => {
  it('probe', async () => {
    const owner = await signedInClient(app.url);
    const shopper = new HttpClient(app.url);
    await shopper.openPage('/shop');
    expect((await shopper.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_mug', sku: 'MUG-CREAM', quantity: 1 })).status).toBe(200);
    expect((await shopper.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_field_guide', quantity: 1 })).status).toBe(200);
    const archived = await owner.graphql(`mutation { archiveProduct(id: "prod_mug", archived: true) { product { archived } userErrors { code } } }`);
    console.log(JSON.stringify(archived.json));
    const cart = await shopper.graphql(`{ ${CART} }`);
    console.log('GQL', JSON.stringify(cart.json));
    const rest = await shopper.api('GET', '/api/commerce/shopping-cart');
    console.log('REST', rest.status, JSON.stringify(rest.json).slice(0, 3000));
    const page = await shopper.request('GET', '/cart');
    console.log('PAGE', page.status, page.text.includes('Stoneware Mug'));
    const placed = await shopper.graphql(PLACE, { input: { idempotencyKey: 'archived-probe-1', email: 'a@example.com', shippingAddress: ADDRESS, cardNumber: '4242424242424242' } });
    console.log('PLACE', JSON.stringify(placed.json));
    const entryId = cart.json.data.shoppingCart.entries.find((e: any) => e.itemId === 'prod_mug')?.id;
    const change = await shopper.api('PUT', `/api/commerce/shopping-cart/entries/${entryId}`, { quantity: 2 });
    console.log('CHANGE', change.status, JSON.stringify(change.json).slice(0, 500));
    const removed = await shopper.api('DELETE', `/api/commerce/shopping-cart/entries/${entryId}`);
    console.log('REMOVE', removed.status, JSON.stringify(removed.json).slice(0, 500));
    const placed2 = await shopper.graphql(PLACE, { input: { idempotencyKey: 'archived-probe-2', email: 'a@example.com', shippingAddress: ADDRESS, cardNumber: '4242424242424242' } });
    console.log('PLACE2', JSON.stringify(placed2.json));
    console.log(await rows('select count(*) from cart.shop_order'));
  });
});
