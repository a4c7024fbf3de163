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
  expect(
    (
      await client.api('POST', '/api/commerce/shopping-cart/entries', {
        itemId: 'prod_mug',
        sku: 'MUG-CREAM',
        quantity: 2,
      })
    ).status,
  ).toBe(200);
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
    for (const quantity of [6, 0, 10_000])
      refusals.push(
        (await client.graphql(UPDATE, { input: { entryId: mug.id, quantity } })).json.data.updateCartEntryQuantity
          .userErrors[0],
      );
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
    expect(refused.userErrors[0]).toEqual({
      field: ['entryId'],
      code: 'ENTRY_NOT_FOUND',
      message: 'This item is no longer in your cart. Please reload the page.',
    });
    const changed = (await stranger.graphql(UPDATE, { input: { entryId: mug.id, quantity: 1 } })).json.data
      .updateCartEntryQuantity;
    expect(changed.userErrors[0].code).toBe('ENTRY_NOT_FOUND');
    expect(await cartOf(client)).toEqual(cart);
  });
});

describe('PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields', () => {
  const path = (entryId: string) => `/api/commerce/shopping-cart/entries/${entryId}/additionalFields`;

  it('replaces the answers and reads shoppingCart and updatedEntry', async () => {
    const { client, mug } = await shopperWithCart();
    const response = await client.api('PUT', path(mug.id), {
      itemId: 'prod_mug',
      sku: 'MUG-CREAM',
      additionalFields: JSON.stringify({ engraving: 'For Ada' }),
    });
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

describe('buying without scripts: the product page’s add form and the cart’s forms', () => {
  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
  const decode = (html: string | undefined) =>
    html
      ?.replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  /** The crumb a page's forms post (the hidden field the server drew). */
  const crumbIn = (html: string) => /name="crumb" value="([^"]+)"/.exec(html)?.[1];
  const post = (client: HttpClient, path: string, fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
    return client.request('POST', path, { raw: body.toString(), headers: FORM });
  };
  /** The product page's alert beside its button: [title, message]. */
  const addAlert = (html: string) => {
    const match = /class="add-to-cart-error" role="alert"><strong>([^<]*)<\/strong><span>([^<]*)<\/span>/.exec(html);
    return match ? [decode(match[1]), decode(match[2])] : null;
  };
  const lineError = (html: string) => decode(/class="cart-entry-error" role="alert">([^<]*)</.exec(html)?.[1]);
  const cartProblem = (html: string) => decode(/class="cart-problem" role="alert">([^<]*)</.exec(html)?.[1]);
  const cartEntries = async (client: HttpClient) =>
    ((await cartOf(client))?.entries ?? []).map(
      (e: { itemId: string; quantity: number; chosenVariant: { sku: string } }) => [
        e.itemId,
        e.chosenVariant.sku,
        e.quantity,
      ],
    );

  /** A visitor on the linen shirt's page, and the crumb its form posts. */
  async function onShirtPage() {
    const client = new HttpClient(app.url);
    const page = await client.openPage('/shop/p/linen-shirt');
    expect(page.status).toBe(200);
    return { client, crumb: crumbIn(page.text)! };
  }

  it('adds the chosen variant and quantity (303 to /cart), and /cart draws the entry, whose quantity and Remove are forms', async () => {
    const { client, crumb } = await onShirtPage();
    // The theme shows the selects; their radio buttons, hidden, post nothing, and a select left empty posts "".
    const added = await post(client, '/shop/p/linen-shirt', {
      crumb,
      'variant-option-Size': 'M',
      'variant-option-Color': ['', 'Sand'],
      quantity: '2',
    });
    expect([added.status, added.headers.get('location')]).toEqual([303, '/cart']);
    expect(await cartEntries(client)).toEqual([['prod_linen_shirt', 'SHIRT-M-SAND', 2]]);

    const cart = await client.request('GET', '/cart');
    expect(cart.status).toBe(200);
    expect(cart.text).not.toContain('Loading');
    expect(decode(/class="cart-entry-variant">([^<]*)</.exec(cart.text)?.[1])).toBe('Size: M · Color: Sand');
    expect(/name="quantity" aria-label="Quantity" value="(\d+)"/.exec(cart.text)?.[1]).toBe('2');
    expect(decode(/data-testid="cart-subtotal">([^<]*)</.exec(cart.text)?.[1])).toBe('$136.00');
    const entryId = /name="entryId" value="([^"]+)"/.exec(cart.text)![1]!;
    const cartCrumb = crumbIn(cart.text)!;

    const updated = await post(client, '/cart', { crumb: cartCrumb, entryId, quantity: '3', action: 'update' });
    expect([updated.status, updated.headers.get('location')]).toEqual([303, '/cart']);
    expect(await cartEntries(client)).toEqual([['prod_linen_shirt', 'SHIRT-M-SAND', 3]]);
    const removed = await post(client, '/cart', { crumb: cartCrumb, entryId, quantity: '3', action: 'remove' });
    expect([removed.status, removed.headers.get('location')]).toEqual([303, '/cart']);
    expect(await cartEntries(client)).toEqual([]);
    expect((await client.request('GET', '/cart')).text).toContain('You have nothing in your shopping cart.');
  });

  it('refuses an add without the page’s crumb (403), saying so in SPEC section 8’s words, and adds nothing', async () => {
    const { client, crumb } = await onShirtPage();
    const choice = { 'variant-option-Size': 'M', 'variant-option-Color': 'Sand', quantity: '1' };
    const missing = await post(client, '/shop/p/linen-shirt', choice);
    expect([missing.status, addAlert(missing.text)]).toEqual([
      403,
      ['Unable to Add Item', 'Your session has expired. Please reload the page and try again.'],
    ]);
    const stranger = (await onShirtPage()).crumb;
    const foreign = await post(client, '/shop/p/linen-shirt', { ...choice, crumb: stranger });
    expect([foreign.status, addAlert(foreign.text)?.[1]]).toEqual([
      403,
      'Your session has expired. Please reload the page and try again.',
    ]);
    // A browser that keeps no cookies sends the page's crumb and no cookie at all.
    const cookieless = new HttpClient(app.url);
    const refused = await post(cookieless, '/shop/p/linen-shirt', { ...choice, crumb });
    expect([refused.status, addAlert(refused.text)?.[1]]).toEqual([
      403,
      'Please enable cookies in your browser, reload the page, and try again.',
    ]);
    expect(await cartOf(client)).toBeNull();
    expect(client.cookies.has('atelier-cart')).toBe(false);
    // The refusal's page carries a good crumb: the same post with it goes through.
    expect((await post(client, '/shop/p/linen-shirt', { ...choice, crumb: crumbIn(foreign.text)! })).status).toBe(303);
  });

  it('answers a refused add with the product page saying why, at the refusal’s status, the choices kept and nothing added', async () => {
    const { client, crumb } = await onShirtPage();
    const none = await post(client, '/shop/p/linen-shirt', {
      crumb,
      'variant-option-Size': '',
      'variant-option-Color': '',
      quantity: '1',
    });
    expect([none.status, addAlert(none.text)]).toEqual([
      400,
      ['Unable to Add Item', 'Please select the Size and Color options.'],
    ]);
    expect(none.text).toContain('<h1 class="product-title">Linen Work Shirt</h1>');
    const half = await post(client, '/shop/p/linen-shirt', { crumb, 'variant-option-Size': 'M', quantity: '2' });
    expect([half.status, addAlert(half.text)?.[1]]).toEqual([400, 'Please select the Color option.']);
    expect(half.text).toContain('<option value="M" selected>M</option>');
    expect(half.text).toMatch(/name="quantity" form="add-to-cart-form-prod_linen_shirt" [^>]*value="2"/);
    // M in Ink: one in stock.
    const tooMany = await post(client, '/shop/p/linen-shirt', {
      crumb,
      'variant-option-Size': 'M',
      'variant-option-Color': 'Ink',
      quantity: '2',
    });
    expect([tooMany.status, addAlert(tooMany.text)?.[1]]).toEqual([
      409,
      'Sorry, we do not have enough of that item available.',
    ]);
    const soldOut = await post(client, '/shop/p/linen-shirt', {
      crumb,
      'variant-option-Size': 'L',
      'variant-option-Color': 'Sand',
      quantity: '1',
    });
    expect([soldOut.status, addAlert(soldOut.text)?.[1]]).toEqual([
      409,
      'Sorry, that item variant is unavailable. Please select another variant.',
    ]);
    const text = await post(client, '/shop/p/linen-shirt', {
      crumb,
      'variant-option-Size': 'M',
      'variant-option-Color': 'Sand',
      quantity: 'two',
    });
    expect([text.status, addAlert(text.text)?.[1]]).toEqual([400, 'Quantity must be a number.']);
    const nul = await post(client, '/shop/p/linen-shirt', {
      crumb,
      'variant-option-Size': 'M\u0000',
      'variant-option-Color': 'Sand',
      quantity: '1\u0000',
    });
    expect([nul.status, addAlert(nul.text)?.[1]]).toEqual([
      400,
      'Sorry, that item variant is unavailable. Please select another variant.',
    ]);
    const subscription = await post(client, '/studio/p/clay-box', { crumb });
    expect([subscription.status, addAlert(subscription.text)?.[1]]).toEqual([
      400,
      'Subscribing needs JavaScript. Please turn it on in your browser, then reload this page.',
    ]);
    const withForm = await post(client, '/shop/p/wool-throw', { crumb });
    expect([withForm.status, addAlert(withForm.text)?.[1]]).toEqual([
      400,
      'This item asks a few questions before it is added, which needs JavaScript. Please turn it on in your browser, then reload this page.',
    ]);
    const nowhere = await post(client, '/shop/p/no-such-thing', { crumb });
    expect(nowhere.status).toBe(404);
    for (const response of [none, tooMany, soldOut, nul, subscription, nowhere])
      expect(response.text).not.toMatch(/stack|at .*\.ts/);
    expect(await cartOf(client)).toBeNull();
  });

  it('refuses a cart change without the crumb (403) or beyond the stock (409), saying why, changing nothing', async () => {
    const { client, crumb } = await onShirtPage();
    expect(
      (
        await post(client, '/shop/p/linen-shirt', {
          crumb,
          'variant-option-Size': 'S',
          'variant-option-Color': 'Sand',
          quantity: '2',
        })
      ).status,
    ).toBe(303);
    const page = await client.request('GET', '/cart');
    const entryId = /name="entryId" value="([^"]+)"/.exec(page.text)![1]!;
    const cartCrumb = crumbIn(page.text)!;
    const before = await cartOf(client);

    const noCrumb = await post(client, '/cart', { entryId, action: 'remove' });
    expect([noCrumb.status, cartProblem(noCrumb.text)]).toEqual([
      403,
      'Your session has expired. Please reload the page and try again.',
    ]);
    const stock = await post(client, '/cart', { crumb: cartCrumb, entryId, quantity: '6', action: 'update' });
    expect([stock.status, lineError(stock.text)]).toEqual([
      409,
      'Sorry, we do not have enough of that item available.',
    ]);
    expect(/name="quantity" aria-label="Quantity" value="(\d+)"/.exec(stock.text)?.[1]).toBe('2');
    const text = await post(client, '/cart', { crumb: cartCrumb, entryId, quantity: 'two', action: 'update' });
    expect([text.status, lineError(text.text)]).toEqual([400, 'Quantity must be a number.']);
    const zero = await post(client, '/cart', { crumb: cartCrumb, entryId, quantity: '0', action: 'update' });
    expect([zero.status, lineError(zero.text)]).toEqual([400, 'Quantity must be between 1 and 9999.']);
    const unknown = await post(client, '/cart', { crumb: cartCrumb, entryId: 'entry_nope', action: 'remove' });
    expect([unknown.status, cartProblem(unknown.text)]).toEqual([
      404,
      'This item is no longer in your cart. Please reload the page.',
    ]);
    const forged = await post(client, '/cart', { crumb: cartCrumb, entryId, action: 'empty-everything' });
    expect([forged.status, cartProblem(forged.text)]).toEqual([
      400,
      'That change could not be read. Please use the buttons of your cart.',
    ]);
    const nul = await post(client, '/cart', { crumb: cartCrumb, entryId: `${entryId}\u0000`, action: 'remove' });
    expect(nul.status).toBe(400);
    expect(await cartOf(client)).toEqual(before);
  });

  it('never touches a cart of another site: its cookies and crumb sent to the other site’s forms change nothing', async () => {
    const { client, crumb } = await onShirtPage();
    expect(
      (
        await post(client, '/shop/p/linen-shirt', {
          crumb,
          'variant-option-Size': 'S',
          'variant-option-Color': 'Sand',
          quantity: '1',
        })
      ).status,
    ).toBe(303);
    const page = await client.request('GET', '/cart');
    const entryId = /name="entryId" value="([^"]+)"/.exec(page.text)![1]!;
    const cartCrumb = crumbIn(page.text)!;
    const before = await cartOf(client);

    const kiln = new HttpClient(`http://kiln.localhost:${new URL(app.url).port}`);
    for (const [name, value] of client.cookies) kiln.cookies.set(name, value);
    const removed = await post(kiln, '/cart', { crumb: cartCrumb, entryId, action: 'remove' });
    expect([removed.status, cartProblem(removed.text)]).toEqual([
      404,
      'This item is no longer in your cart. Please reload the page.',
    ]);
    const updated = await post(kiln, '/cart', { crumb: cartCrumb, entryId, quantity: '4', action: 'update' });
    expect(updated.status).toBe(404);
    expect(updated.text).not.toContain('Linen Work Shirt');
    // The atelier product's page does not exist on the kiln site, so neither does its form.
    expect(
      (
        await post(kiln, '/shop/p/linen-shirt', {
          crumb: cartCrumb,
          'variant-option-Size': 'S',
          'variant-option-Color': 'Sand',
        })
      ).status,
    ).toBe(404);
    expect(await cartOf(client)).toEqual(before);
  });
});
