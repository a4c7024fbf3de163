import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();

const CART = `shoppingCart { id totalQuantity subtotalCents entries { id itemId quantity unitPriceCents lineTotalCents additionalFields chosenVariant { sku } } }`;
const UPDATE = `mutation($input: CartEntryQuantityInput!) { updateCartEntryQuantity(input: $input) { ${CART} updatedEntry { id quantity } userErrors { field code message } } }`;
const REMOVE = `mutation($id: ID!) { removeCartEntry(entryId: $id) { ${CART} updatedEntry { id } userErrors { field code message } } }`;

/** A shopper with 2 cream mugs (5 in stock, $32.00 each) and a field guide in their cart. */
async function shopperWithCart() {
  const client = new HttpClient(app.url);
  await client.openPage('/shop');
  expect((await client.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_mug', sku: 'MUG-CREAM', quantity: 2 })).status).toBe(200);
  const added = await client.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_field_guide' });
  expect(added.status).toBe(200);
  const cart = (await client.graphql(`{ ${CART} }`)).json.data.shoppingCart;
  const mug = cart.entries.find((e: { itemId: string }) => e.itemId === 'prod_mug');
  return { client, cart, mug };
}

const cartOf = async (client: HttpClient) => (await client.graphql(`{ ${CART} }`)).json.data.shoppingCart;

describe('a cart entry’s quantity', () => {
  it('changes within the stock, and the totals follow', async () => {
    const { client, cart, mug } = await shopperWithCart();
    const { json } = await client.graphql(UPDATE, { input: { entryId: mug.id, quantity: 5 } });
    const payload = json.data.updateCartEntryQuantity;
    expect(payload.userErrors).toEqual([]);
    expect(payload.updatedEntry).toEqual({ id: mug.id, quantity: 5 });
    expect(payload.shoppingCart.totalQuantity).toBe(cart.totalQuantity + 3);
    expect(payload.shoppingCart.subtotalCents).toBe(cart.subtotalCents + 3 * 3200);
    expect((await cartOf(client)).subtotalCents).toBe(cart.subtotalCents + 3 * 3200);
  });

  it('refuses more than the stock, 0, and text that is not a whole number, changing nothing', async () => {
    const { client, cart, mug } = await shopperWithCart();
    const refusals = [];
    for (const quantity of [6, 0, 10_000]) refusals.push((await client.graphql(UPDATE, { input: { entryId: mug.id, quantity } })).json.data.updateCartEntryQuantity.userErrors[0]);
    expect(refusals.map((e) => [e.code, e.message])).toEqual([
      ['INSUFFICIENT_STOCK', 'Sorry, we do not have enough of that item available.'],
      ['QUANTITY_OUT_OF_RANGE', 'Quantity must be between 1 and 9999.'],
      ['QUANTITY_OUT_OF_RANGE', 'Quantity must be between 1 and 9999.'],
    ]);
    const text = await client.graphql(UPDATE, { input: { entryId: mug.id, quantity: 'two' } });
    expect(text.json.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await cartOf(client)).toEqual(cart);
  });
});

describe('removing a cart entry', () => {
  it('takes it out and lowers the totals; a second removal finds nothing', async () => {
    const { client, cart, mug } = await shopperWithCart();
    const removed = (await client.graphql(REMOVE, { id: mug.id })).json.data.removeCartEntry;
    expect(removed.userErrors).toEqual([]);
    expect(removed.updatedEntry).toBeNull();
    expect(removed.shoppingCart.entries.map((e: { itemId: string }) => e.itemId)).toEqual(['prod_field_guide']);
    expect(removed.shoppingCart.subtotalCents).toBe(cart.subtotalCents - 2 * 3200);
    const again = (await client.graphql(REMOVE, { id: mug.id })).json.data.removeCartEntry;
    expect([again.shoppingCart, again.userErrors[0].code]).toEqual([null, 'ENTRY_NOT_FOUND']);
  });

  it('never reaches another visitor’s cart', async () => {
    const { client, cart, mug } = await shopperWithCart();
    const stranger = new HttpClient(app.url);
    await stranger.openPage('/shop');
    const refused = (await stranger.graphql(REMOVE, { id: mug.id })).json.data.removeCartEntry;
    expect(refused.userErrors[0]).toEqual({ field: ['entryId'], code: 'ENTRY_NOT_FOUND', message: 'This item is no longer in your cart. Please reload the page.' });
    const changed = (await stranger.graphql(UPDATE, { input: { entryId: mug.id, quantity: 1 } })).json.data.updateCartEntryQuantity;
    expect(changed.userErrors[0].code).toBe('ENTRY_NOT_FOUND');
    expect(await cartOf(client)).toEqual(cart);
  });
});

describe('PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields', () => {
  const path = (entryId: string) => `/api/commerce/shopping-cart/entries/${entryId}/additionalFields`;

  it('replaces the answers and reads shoppingCart and updatedEntry', async () => {
    const { client, mug } = await shopperWithCart();
    const response = await client.api('PUT', path(mug.id), { itemId: 'prod_mug', sku: 'MUG-CREAM', additionalFields: JSON.stringify({ engraving: 'For Ada' }) });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(['shoppingCart', 'updatedEntry']);
    expect(response.json.updatedEntry.id).toBe(mug.id);
    expect(JSON.parse(response.json.updatedEntry.additionalFields)).toEqual({ engraving: 'For Ada' });
    const stored = (await cartOf(client)).entries.find((e: { id: string }) => e.id === mug.id);
    expect(JSON.parse(stored.additionalFields)).toEqual({ engraving: 'For Ada' });
  });

  it('refuses a mismatched item (400), an unknown entry (404), bad answers (400) and a missing crumb (403), changing nothing', async () => {
    const { client, cart, mug } = await shopperWithCart();
    const mismatch = await client.api('PUT', path(mug.id), { itemId: 'prod_field_guide', additionalFields: '{}' });
    expect([mismatch.status, mismatch.json.code]).toEqual([400, 'ENTRY_MISMATCH']);
    const unknown = await client.api('PUT', path('entry_nope'), { itemId: 'prod_mug', additionalFields: '{}' });
    expect([unknown.status, unknown.json.code]).toEqual([404, 'ENTRY_NOT_FOUND']);
    const bad = await client.api('PUT', path(mug.id), { itemId: 'prod_mug', additionalFields: '{not json' });
    expect([bad.status, bad.json.code]).toEqual([400, 'INVALID_ADDITIONAL_FIELDS']);
    const noItem = await client.api('PUT', path(mug.id), { additionalFields: '{}' });
    expect(noItem.status).toBe(400);
    const noCrumb = await client.api('PUT', path(mug.id), { itemId: 'prod_mug', additionalFields: '{}' }, '');
    expect(noCrumb.status).toBe(403);
    expect(await cartOf(client)).toEqual(cart);
    for (const response of [mismatch, unknown, bad]) expect(response.text).not.toMatch(/stack|at .*\.ts/);
  });
});
