import { describe, expect, it } from 'vitest';
import { hashToken } from '@atelier/platform';
import { HttpClient } from './support/http-client.ts';
import { captureLogLines } from './support/log-lines.ts';
import { cartRowCounts } from './support/test-database.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();
const counts = () => cartRowCounts(app.db);

describe('the crumb', () => {
  it('is set by the first page response, readable by scripts', async () => {
    const client = new HttpClient(app.url);
    const page = await client.openPage('/shop');
    expect(page.status).toBe(200);
    expect(client.crumb).toMatch(/^[0-9a-f]{64}$/);
    const setCookie = page.headers.getSetCookie().find((c) => c.startsWith('crumb='));
    expect(setCookie).not.toMatch(/HttpOnly/i);
  });

  it.each([
    ['GET', '/api/commerce/shopping-cart'],
    ['GET', '/api/commerce/inventory/stock/?itemId=prod_mug'],
    ['POST', '/api/commerce/shopping-cart/entries'],
    ['POST', '/api/form/FormSubmissionKey'],
    ['POST', '/api/site-users/account/notifications/restock'],
    ['GET', '/api/site-users/account/notifications/restock/groups'],
    ['POST', '/api/site-users/account/notifications/restock/send/all'],
  ])('guards %s %s: 403 without the header, with a wrong one, or without the cookie', async (method, path) => {
    const before = await counts();
    const client = new HttpClient(app.url);
    await client.openPage();
    const body = method === 'POST' ? { itemId: 'prod_mug', sku: 'MUG-CREAM', quantity: 1 } : undefined;
    for (const crumb of [undefined, 'f'.repeat(32)]) {
      const response = await client.request(method, path, { body, headers: crumb ? { 'X-CSRF-Token': crumb } : {} });
      expect(response.status).toBe(403);
      expect(response.json).toEqual({
        error: 'Your session has expired. Please reload the page and try again.',
        code: 'CRUMB_FAIL',
        crumbFail: true,
      });
    }
    const stranger = new HttpClient(app.url);
    const noCookie = await stranger.request(method, path, { body, headers: { 'X-CSRF-Token': client.crumb! } });
    expect(noCookie.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('refuses a self-made crumb, even one sent as both cookie and header', async () => {
    const client = new HttpClient(app.url);
    for (const forged of ['f'.repeat(32), 'f'.repeat(64), '0123456789abcdef'.repeat(4)]) {
      client.cookies.set('crumb', forged);
      const response = await client.api('GET', '/api/commerce/shopping-cart', undefined, forged);
      expect(response.status).toBe(403);
      expect(response.json.crumbFail).toBe(true);
    }
  });

  it('refuses a crumb issued to another visitor, and renews it when the visitor gets a cart', async () => {
    const shopper = new HttpClient(app.url);
    await shopper.openPage();
    expect(
      (await shopper.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_field_guide' })).status,
    ).toBe(200);
    // The add gave the shopper a cart and, with it, a crumb bound to that cart.
    expect((await shopper.api('GET', '/api/commerce/shopping-cart')).status).toBe(200);

    const attacker = new HttpClient(app.url);
    await attacker.openPage();
    const planted = attacker.crumb!;
    shopper.cookies.set('crumb', planted);
    const refused = await shopper.api(
      'POST',
      '/api/commerce/shopping-cart/entries',
      { itemId: 'prod_field_guide' },
      planted,
    );
    expect(refused.status).toBe(403);

    await shopper.openPage();
    expect(shopper.crumb).not.toBe(planted);
    expect((await shopper.api('GET', '/api/commerce/shopping-cart')).json.totalQuantity).toBe(1);
  });
});

describe('POST /api/commerce/shopping-cart/entries', () => {
  it('creates a cart, answers with shoppingCart and newlyAdded, and sets an http-only cart cookie', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    const response = await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_linen_shirt',
      sku: 'SHIRT-M-SAND',
      quantity: 2,
      additionalFields: JSON.stringify({ monogram: 'AA' }),
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(['newlyAdded', 'shoppingCart']);
    const { shoppingCart, newlyAdded } = response.json;
    expect(newlyAdded).toMatchObject({
      itemId: 'prod_linen_shirt',
      quantity: 2,
      chosenVariant: { sku: 'SHIRT-M-SAND', attributes: { Size: 'M', Color: 'Sand' } },
      additionalFields: '{"monogram":"AA"}',
    });
    expect(shoppingCart).toMatchObject({
      websiteId: 'site_demo',
      isPurchased: false,
      totalQuantity: 2,
      subtotalCents: 13600,
      grandTotalCents: 13600,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      subtotalAmount: { value: '136.00', currency: 'USD' },
      requiresShipping: true,
      hasDigital: false,
      purelyDigital: false,
    });
    expect(typeof shoppingCart.created).toBe('number');
    expect(shoppingCart.entries).toHaveLength(1);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('atelier-cart='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('matches an existing entry by item id and sku, and prices sale variants at the sale price', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_linen_shirt',
      sku: 'SHIRT-L-INK',
      quantity: 1,
    });
    await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_mug',
      sku: 'MUG-CREAM',
      quantity: '1',
    });
    const again = await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_linen_shirt',
      sku: 'SHIRT-L-INK',
      quantity: 2,
    });
    expect(again.status).toBe(200);
    expect(again.json.shoppingCart.entries).toHaveLength(2);
    expect(again.json.newlyAdded).toMatchObject({ quantity: 3, unitPriceCents: 5400 });
    expect(again.json.shoppingCart).toMatchObject({ totalQuantity: 4, subtotalCents: 3 * 5400 + 3200 });
  });

  it('adds an item with a single variant without a sku', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    const response = await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_field_guide',
      quantity: 1,
    });
    expect(response.status).toBe(200);
    expect(response.json.shoppingCart).toMatchObject({
      hasDigital: true,
      purelyDigital: true,
      requiresShipping: false,
      subtotalCents: 900,
    });
  });

  it.each([
    [{ quantity: 'abc' }, 400, 'Quantity must be a number.'],
    [{ quantity: '1.5' }, 400, 'Quantity must be a whole number.'],
    [{ quantity: 2.5 }, 400, 'Quantity must be a whole number.'],
    [{ quantity: 0 }, 400, 'Quantity must be between 1 and 9999.'],
    [{ quantity: 10000 }, 400, 'Quantity must be between 1 and 9999.'],
    [{ itemId: 'no-such-item' }, 404, 'This item does not exist.'],
    [{ itemId: '' }, 400, 'itemId is required.'],
    [{ sku: 'NO-SUCH-SKU' }, 400, 'Sorry, that item variant is unavailable. Please select another variant.'],
    [{ sku: null }, 400, 'Sorry, that item variant is unavailable. Please select another variant.'],
    [{ sku: 42 }, 400, 'sku must be a string.'],
    [{ additionalFields: '{not json' }, 400, 'Additional fields must be a JSON string.'],
    [
      { additionalFields: JSON.stringify({ note: 'x'.repeat(20_000) }) },
      400,
      'Additional fields may be at most 16 KB.',
    ],
    [{ additionalFields: 42 }, 400, 'Additional fields must be a JSON object of answers by field id.'],
    [{ additionalFields: ['a'] }, 400, 'Additional fields must be a JSON object of answers by field id.'],
    [{ additionalFields: { note: 'é'.repeat(9_000) } }, 400, 'Additional fields may be at most 16 KB.'],
    [{ quantity: 6 }, 409, 'Sorry, we do not have enough of that item available.'],
  ])('refuses %j with %i and a clear message, storing nothing', async (override, status, message) => {
    const client = new HttpClient(app.url);
    await client.openPage();
    const before = await counts();
    const response = await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_mug',
      sku: 'MUG-CREAM',
      quantity: 1,
      ...override,
    });
    expect(response.status).toBe(status);
    expect(response.json.error).toBe(message);
    expect(typeof response.json.code).toBe('string');
    expect(response.text).not.toMatch(/at .*\.ts:\d+/);
    expect(client.cookies.has('atelier-cart')).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('refuses more than the stock, counting what the cart holds, and leaves the cart as it was', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    expect(
      (
        await client.api('POST', '/api/commerce/shopping-cart/entries', {
          itemId: 'prod_mug',
          sku: 'MUG-MOSS',
          quantity: 2,
        })
      ).status,
    ).toBe(200);
    const refused = await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_mug',
      sku: 'MUG-MOSS',
      quantity: 1,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('Sorry, we do not have enough of that item available.');
    const cart = await client.api('GET', '/api/commerce/shopping-cart');
    expect(cart.json.entries).toHaveLength(1);
    expect(cart.json.entries[0].quantity).toBe(2);
  });

  it('refuses sold-out items', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    const response = await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_tote',
      quantity: 1,
    });
    expect(response.status).toBe(409);
    expect(response.json.error).toBe('Sorry, we do not have enough of that item available.');
  });

  it('answers malformed JSON with 400', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    const response = await client.request('POST', '/api/commerce/shopping-cart/entries', {
      raw: '{"itemId": ',
      headers: { 'content-type': 'application/json', 'X-CSRF-Token': client.crumb! },
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: 'The request body is not valid JSON.', code: 'MALFORMED_BODY' });
  });

  it('never answers odd input with a 500 or a stack', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    const odd: unknown[] = [
      [],
      {},
      'text',
      42,
      { itemId: ['prod_mug'] },
      { itemId: { $ne: null } },
      { itemId: 'prod_mug', quantity: [1] },
      { itemId: 'prod_mug', quantity: { value: 1 } },
      { itemId: 'prod_mug', quantity: '1e3' },
      { itemId: 'prod_mug', quantity: '-0' },
      { itemId: 'prod_mug', quantity: Number.MAX_SAFE_INTEGER + 2 },
      { itemId: 'x'.repeat(5000), quantity: 1 },
      { itemId: 'prod_mug', sku: 'MUG-CREAM', additionalFields: { nested: { deep: [1, 2, 3] } } },
      { itemId: "prod_mug'; drop table cart.shopping_cart; --", quantity: 1 },
      { itemId: '\u0000', quantity: 1 },
      { itemId: 'prod_mug', sku: 'MUG-CREAM', additionalFields: '"\u0000"' },
    ];
    for (const body of odd) {
      const response = await client.api('POST', '/api/commerce/shopping-cart/entries', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
      expect(response.text).not.toMatch(/node_modules|at .*:\d+:\d+/);
    }
    for (const query of ['itemId[]=a', 'itemId[a]=b', `itemId=${'y'.repeat(3000)}`, 'itemId=%00']) {
      const response = await client.api('GET', `/api/commerce/inventory/stock/?${query}`);
      expect(response.status, query).toBeLessThan(500);
    }
    expect((await counts()).carts).toBeGreaterThan(0); // the table is still there
  });

  it('refuses lone surrogates (not storable as text) in a body with 400 and a clear message, storing nothing and logging no error', async () => {
    const logs = captureLogLines();
    try {
      const client = new HttpClient(app.url);
      await client.openPage();
      const before = await counts();
      const refused = {
        error:
          'Text may not contain a lone UTF-16 surrogate (\\uD800 to \\uDFFF without its pair): it is not valid Unicode.',
        code: 'INVALID_TEXT',
      };
      const cases: [string, unknown][] = [
        ['/api/commerce/shopping-cart/entries', { itemId: '\ud800', quantity: 1 }],
        ['/api/commerce/shopping-cart/entries', { itemId: 'prod_mug', sku: 'MUG-\udc00CREAM', quantity: 1 }],
        [
          '/api/commerce/shopping-cart/entries',
          { itemId: 'prod_mug', sku: 'MUG-CREAM', additionalFields: { note: 'knot \ud83d' } },
        ],
        [
          '/api/commerce/shopping-cart/entries',
          { itemId: 'prod_mug', sku: 'MUG-CREAM', additionalFields: { ['\udfff']: 'key' } },
        ],
        ['/api/3/commerce/cart/subscription', { itemId: '\ud800', sku: 'CLAY-MONTHLY' }],
        ['/api/3/commerce/cart/subscription', { itemId: 'prod_clay_box', sku: 'CLAY-\udbffMONTHLY' }],
      ];
      for (const [path, body] of cases) {
        const response = await client.api('POST', path, body);
        expect([response.status, response.json], `${path} ${JSON.stringify(body)}`).toEqual([400, refused]);
      }
      expect(await counts()).toEqual(before);
      // A surrogate pair is a character like any other.
      const emoji = await client.api('POST', '/api/3/commerce/cart/subscription', { itemId: 'prod_\ud83d\ude00' });
      expect([emoji.status, emoji.json.code]).toEqual([404, 'ITEM_NOT_FOUND']);
      expect(logs.lines().filter((line) => line.level === 'error')).toEqual([]);
    } finally {
      logs.stop();
    }
  });

  it('answers an unsupported body encoding with 415', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    const response = await client.request('POST', '/api/commerce/shopping-cart/entries', {
      raw: '{"itemId":"prod_mug"}',
      headers: { 'content-type': 'application/json; charset=latin1', 'X-CSRF-Token': client.crumb! },
    });
    expect(response.status).toBe(415);
    expect(response.json.code).toBe('BAD_REQUEST');
  });

  it('puts express adds into a cart of their own', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_mug',
      sku: 'MUG-CREAM',
      quantity: 1,
    });
    const express = await client.api('POST', '/api/commerce/shopping-cart/entries?isExpress=true', {
      itemId: 'prod_gift_card',
      sku: 'GIFT-50',
      quantity: 1,
    });
    expect(express.status).toBe(200);
    expect(express.json.shoppingCart.entries).toHaveLength(1);
    expect(client.cookies.has('atelier-express-cart')).toBe(true);
    const main = await client.api('GET', '/api/commerce/shopping-cart');
    expect(main.json.entries.map((e: any) => e.itemId)).toEqual(['prod_mug']);
  });

  it('finds the express cart again by its cookie: another express click uses it, holding only what that click buys', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    const first = await client.api('POST', '/api/commerce/shopping-cart/entries?isExpress=true', {
      itemId: 'prod_gift_card',
      sku: 'GIFT-50',
      quantity: 1,
    });
    const cookie = client.cookies.get('atelier-express-cart');
    const second = await client.api('POST', '/api/commerce/shopping-cart/entries?isExpress=true', {
      itemId: 'prod_mug',
      sku: 'MUG-CREAM',
      quantity: 2,
    });
    expect(second.status).toBe(200);
    expect(second.json.shoppingCart.id).toBe(first.json.shoppingCart.id);
    expect(second.json.shoppingCart.entries.map((e: any) => [e.itemId, e.quantity])).toEqual([['prod_mug', 2]]);
    expect(client.cookies.get('atelier-express-cart')).toBe(cookie);
    const carts = await app.db.query(`select count(*)::int as n from cart.shopping_cart where id = $1`, [
      first.json.shoppingCart.id,
    ]);
    expect(carts[0].n).toBe(1);
    // The express cart is not the visitor's cart, and the visitor's cart is not touched by it.
    expect((await client.api('GET', '/api/commerce/shopping-cart')).json.entries).toEqual([]);
  });

  it('takes the same Buy Now again, and again with another quantity: one entry, holding the latest quantity', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    const buyNow = (quantity: number) =>
      client.api('POST', '/api/commerce/shopping-cart/entries?isExpress=true', {
        itemId: 'prod_mug',
        sku: 'MUG-CREAM',
        quantity,
      });
    const first = await buyNow(1);
    expect(first.status).toBe(200);
    const again = await buyNow(1);
    expect([again.status, again.json.code]).toEqual([200, undefined]);
    expect(again.json.shoppingCart.id).toBe(first.json.shoppingCart.id);
    expect(again.json.shoppingCart.entries.map((e: any) => [e.id, e.itemId, e.chosenVariant.sku, e.quantity])).toEqual([
      [first.json.newlyAdded.id, 'prod_mug', 'MUG-CREAM', 1],
    ]);
    const more = await buyNow(3);
    expect(more.status).toBe(200);
    expect(more.json.newlyAdded).toMatchObject({ quantity: 3, lineTotalCents: 3 * 3200 });
    expect(more.json.shoppingCart).toMatchObject({ totalQuantity: 3, subtotalCents: 3 * 3200 });
    expect(more.json.shoppingCart.entries.map((e: any) => [e.itemId, e.quantity])).toEqual([['prod_mug', 3]]);
    const stored = await app.db.query(`select quantity from cart.cart_entry where cart_id = $1`, [
      first.json.shoppingCart.id,
    ]);
    expect(stored).toEqual([{ quantity: 3 }]);
    // A refused click leaves what the last one bought.
    const tooMany = await buyNow(6);
    expect(tooMany.status).toBe(409);
    expect(
      await app.db.query(`select quantity from cart.cart_entry where cart_id = $1`, [first.json.shoppingCart.id]),
    ).toEqual([{ quantity: 3 }]);
  });

  it('takes additionalFields "null", the JSON text of no answers, as no answers, on this path and the subscription path', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    const added = await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_mug',
      sku: 'MUG-CREAM',
      quantity: 1,
      additionalFields: 'null',
    });
    expect([added.status, added.json.error]).toEqual([200, undefined]);
    expect(added.json.newlyAdded.additionalFields).toBeNull();
    const [entry] = await app.db.query(`select additional_fields from cart.cart_entry where id = $1`, [
      added.json.newlyAdded.id,
    ]);
    expect(entry).toEqual({ additional_fields: null });

    const subscription = await client.api('POST', '/api/3/commerce/cart/subscription', {
      itemId: 'prod_clay_box',
      sku: 'CLAY-MONTHLY',
      qty: 1,
      additionalFields: 'null',
    });
    expect([subscription.status, subscription.json.error]).toEqual([200, undefined]);
    const stored = await app.db.query(
      `select e.additional_fields from cart.cart_entry e join cart.shopping_cart c on c.id = e.cart_id where c.token_hash = $1`,
      [hashToken(subscription.json.cartToken)],
    );
    expect(stored).toEqual([{ additional_fields: null }]);
    // A product whose form must be answered still needs answers: "null" is none.
    const throwNull = await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_throw',
      additionalFields: 'null',
    });
    expect([throwNull.status, throwNull.json.code]).toEqual([400, 'ADDITIONAL_FIELDS_REQUIRED']);
  });
});

describe('GET /api/commerce/shopping-cart', () => {
  it('reads an empty cart for a visitor without one', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    const response = await client.api('GET', '/api/commerce/shopping-cart');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: null, entries: [], totalQuantity: 0, subtotalCents: 0 });
  });

  it('reads the visitor’s cart with the fields of the spec', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_workshop',
      sku: 'WORKSHOP-SAT',
      quantity: 2,
    });
    const response = await client.api('GET', '/api/commerce/shopping-cart?mock=false&timecode=123');
    expect(response.status).toBe(200);
    for (const field of [
      'id',
      'websiteId',
      'orderId',
      'created',
      'isPurchased',
      'entries',
      'shippingOptions',
      'selectedShippingOption',
      'shippingLocation',
      'applicableTaxRules',
      'coupons',
      'validCoupons',
      'invalidCoupons',
      'subtotalCents',
      'taxCents',
      'shippingCostCents',
      'discountCents',
      'grandTotalCents',
      'totalQuantity',
      'hasDigital',
      'purelyDigital',
      'requiresShipping',
      'subtotalAmount',
    ]) {
      expect(response.json).toHaveProperty(field);
    }
    expect(response.json).toMatchObject({ totalQuantity: 2, subtotalCents: 19000, requiresShipping: false });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json.entries[0]).toMatchObject({
      itemId: 'prod_workshop',
      quantity: 2,
      chosenVariant: { sku: 'WORKSHOP-SAT', attributes: { Session: 'Saturday 10:00' } },
    });
  });

  it('answers what the cart holds of checkout: its coupons, location, shipping options, chosen option and taxes', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    expect(
      (
        await client.api('POST', '/api/commerce/shopping-cart/entries', {
          itemId: 'prod_mug',
          sku: 'MUG-CREAM',
          quantity: 2,
        })
      ).status,
    ).toBe(200);
    const change = (mutation: string) => client.graphql(`mutation { ${mutation} { userErrors { code } } }`);
    for (const mutation of [
      'applyCoupon(code: "WELCOME10")',
      'applyCoupon(code: "NOPE")',
      'setShippingLocation(input: { country: "US", region: "CA", postalCode: "94105" })',
      'selectShippingOption(id: "rate_demo_express")',
    ]) {
      const answer = (await change(mutation)).json;
      expect(answer.errors, mutation).toBeUndefined();
      expect(Object.values(answer.data as Record<string, { userErrors: unknown[] }>)[0]!.userErrors, mutation).toEqual(
        [],
      );
    }
    const response = await client.api('GET', '/api/commerce/shopping-cart');
    expect(response.status).toBe(200);
    const cart = response.json;
    expect(cart.coupons).toEqual(['WELCOME10', 'NOPE']);
    expect(cart.validCoupons).toEqual([{ code: 'WELCOME10', discountCents: 640 }]);
    expect(cart.invalidCoupons).toEqual([
      { code: 'NOPE', reason: 'COUPON_NOT_FOUND', message: 'The coupon code "NOPE" is not valid.' },
    ]);
    expect(cart.shippingLocation).toEqual({ country: 'US', region: 'CA', postalCode: '94105' });
    expect(cart.shippingOptions).toEqual([
      { id: 'rate_demo_standard', name: 'Standard', priceCents: 600 },
      { id: 'rate_demo_express', name: 'Express', priceCents: 1800 },
    ]);
    expect(cart.selectedShippingOption).toEqual({ id: 'rate_demo_express', name: 'Express', priceCents: 1800 });
    // 7.25 % of $57.60 ($64.00 less 10 %), shipping untaxed in California.
    expect(cart.applicableTaxRules).toEqual([
      { id: 'tax_demo_ca', name: 'California sales tax', rateBasisPoints: 725, taxCents: 418 },
    ]);
    expect(cart).toMatchObject({
      subtotalCents: 6400,
      discountCents: 640,
      shippingCostCents: 1800,
      taxCents: 418,
      grandTotalCents: 5760 + 1800 + 418,
    });
  });

  it('ignores a forged cart cookie', async () => {
    const client = new HttpClient(app.url);
    client.cookies.set('atelier-cart', 'A'.repeat(43));
    await client.openPage();
    const response = await client.api('GET', '/api/commerce/shopping-cart');
    expect(response.status).toBe(200);
    expect(response.json.id).toBeNull();
  });
});

describe('GET /api/commerce/inventory/stock/', () => {
  it('lists each variant with unlimited and qtyInStock', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    const response = await client.api('GET', '/api/commerce/inventory/stock/?itemId=prod_gift_card');
    expect(response.status).toBe(200);
    expect(response.json.results).toHaveLength(3);
    expect(response.json.results[0]).toEqual({
      itemId: 'prod_gift_card',
      variantId: 'var_gift_25',
      sku: 'GIFT-25',
      unlimited: true,
      qtyInStock: 0,
    });
    const mug = await client.api('GET', '/api/commerce/inventory/stock?itemId=prod_mug');
    expect(mug.json.results.map((r: any) => [r.sku, r.qtyInStock, r.unlimited])).toEqual([
      ['MUG-CREAM', 5, false],
      ['MUG-MOSS', 2, false],
    ]);
  });

  it('answers 400 without an itemId and 404 for an unknown item', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    const missing = await client.api('GET', '/api/commerce/inventory/stock/');
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe('itemId is required.');
    const unknown = await client.api('GET', '/api/commerce/inventory/stock/?itemId=nope');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: 'This item does not exist.', code: 'ITEM_NOT_FOUND' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    const response = await client.api('GET', '/api/commerce/nothing-here');
    expect(response.status).toBe(404);
    expect(response.json.code).toBe('NOT_FOUND');
  });
});

describe('a product with an additional-fields form', () => {
  it('is added only with answers its form takes, on POST and on PUT …/additionalFields, storing nothing otherwise', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    const before = await counts();
    const none = await client.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_throw' });
    expect([none.status, none.json.code, none.json.error]).toEqual([
      400,
      'ADDITIONAL_FIELDS_REQUIRED',
      'This product asks a few questions first: please fill in its form.',
    ]);
    const wrong = await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_throw',
      additionalFields: { initials: 'AB', thread: 'Gold' },
    });
    expect([wrong.status, wrong.json.code, wrong.json.field]).toEqual([400, 'INVALID_ADDITIONAL_FIELDS', 'thread']);
    // The label takes up to three letters (the field's own limit), checked by the forms' rule.
    const tooLong = await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_throw',
      additionalFields: { initials: 'ABCDE', thread: 'Ivory' },
    });
    expect([tooLong.status, tooLong.json.code, tooLong.json.field, tooLong.json.error]).toEqual([
      400,
      'INVALID_ADDITIONAL_FIELDS',
      'initials',
      'Initials on the label: You have exceeded the character limit',
    ]);
    expect(await counts()).toEqual(before);

    const added = await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_throw',
      additionalFields: { initials: 'ABC', thread: 'Ivory' },
    });
    expect(added.status).toBe(200);
    expect(JSON.parse(added.json.newlyAdded.additionalFields)).toEqual({ initials: 'ABC', thread: 'Ivory' });
    const entryId = added.json.newlyAdded.id as string;
    const put = (additionalFields: unknown) =>
      client.api('PUT', `/api/commerce/shopping-cart/entries/${entryId}/additionalFields`, {
        itemId: 'prod_throw',
        additionalFields,
      });
    const missing = await put({ thread: 'Indigo' });
    expect([missing.status, missing.json.code, missing.json.field]).toEqual([
      400,
      'INVALID_ADDITIONAL_FIELDS',
      'initials',
    ]);
    expect((await put(null)).json.code).toBe('ADDITIONAL_FIELDS_REQUIRED');
    const longer = await put({ initials: 'ABCD', thread: 'Indigo' });
    expect([longer.status, longer.json.error]).toEqual([
      400,
      'Initials on the label: You have exceeded the character limit',
    ]);
    const changed = await put({ initials: 'CD', thread: 'Indigo' });
    expect(changed.status).toBe(200);
    expect(JSON.parse(changed.json.updatedEntry.additionalFields)).toEqual({ initials: 'CD', thread: 'Indigo' });
  });

  it('a gift card’s recipient is checked as its page checks it; without one the code goes to the buyer', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    const bad = await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_gift_card',
      sku: 'GIFT-25',
      additionalFields: { recipientEmail: 'nope' },
    });
    expect([bad.status, bad.json.code, bad.json.field, bad.json.error]).toEqual([
      400,
      'INVALID_ADDITIONAL_FIELDS',
      'recipientEmail',
      'Enter the recipient’s email as name@example.com.',
    ]);
    expect(
      (await client.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_gift_card', sku: 'GIFT-25' }))
        .status,
    ).toBe(200);
  });
});

describe('POST /api/3/commerce/cart/subscription', () => {
  it('answers a cartToken for a subscription product (itemId, sku, qty, additionalFields), making a cart of its own and setting no cookie', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    const before = await counts();
    const response = await client.api('POST', '/api/3/commerce/cart/subscription', {
      itemId: 'prod_clay_box',
      sku: 'CLAY-MONTHLY',
      qty: 2,
      additionalFields: '{}',
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json)).toEqual(['cartToken']);
    expect(response.json.cartToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(response.headers.get('set-cookie') ?? '').not.toMatch(/cart/i);
    expect((await counts()).carts).toBe(before.carts + 1);
    // The visitor's own cart is untouched.
    expect((await client.api('GET', '/api/commerce/shopping-cart')).json.totalQuantity).toBe(0);
  });

  it('refuses what is not a subscription, and odd input, clearly and storing nothing', async () => {
    const client = new HttpClient(app.url);
    await client.openPage();
    const before = await counts();
    const cases: [unknown, number, string][] = [
      [{ itemId: 'prod_mug', sku: 'MUG-CREAM' }, 409, 'NOT_SUBSCRIBABLE'],
      [{ itemId: 'prod_field_guide' }, 409, 'NOT_SUBSCRIBABLE'],
      [{}, 400, 'ITEM_ID_REQUIRED'],
      [{ itemId: 'prod_clay_box', qty: 0 }, 400, 'QUANTITY_OUT_OF_RANGE'],
      [{ itemId: 'prod_clay_box', sku: 7 }, 400, 'INVALID_SKU'],
      [{ itemId: 'prod_clay_box', additionalFields: 42 }, 400, 'INVALID_ADDITIONAL_FIELDS'],
      [{ itemId: 'nope' }, 404, 'ITEM_NOT_FOUND'],
      [[], 400, 'ITEM_ID_REQUIRED'],
    ];
    for (const [body, status, code] of cases) {
      const response = await client.api('POST', '/api/3/commerce/cart/subscription', body);
      expect([response.status, response.json.code], JSON.stringify(body)).toEqual([status, code]);
      expect(response.text).not.toMatch(/node_modules|at .*:\d+:\d+/);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('sums of money', () => {
  it('hold 9999 units of the dearest allowed item, and of a $2,200 one, to the cent', async () => {
    await app.db.query(`update catalog.variant set price_cents = 99999999, on_sale = false where id = 'var_gift_100'`);
    await app.db.query(`update catalog.variant set price_cents = 220000, on_sale = false where id = 'var_gift_50'`);
    try {
      const client = new HttpClient(app.url);
      await client.openPage();
      const dearest = await client.api('POST', '/api/commerce/shopping-cart/entries', {
        itemId: 'prod_gift_card',
        sku: 'GIFT-100',
        quantity: 9999,
      });
      expect(dearest.status).toBe(200);
      expect(dearest.json.newlyAdded.lineTotalCents).toBe(999_899_990_001);
      const both = await client.api('POST', '/api/commerce/shopping-cart/entries', {
        itemId: 'prod_gift_card',
        sku: 'GIFT-50',
        quantity: 9999,
      });
      expect(both.status).toBe(200);
      const total = 1_002_099_770_001; // 9999 × 999,999.99 + 9999 × 2,200.00, in cents
      expect(both.json.shoppingCart).toMatchObject({
        subtotalCents: total,
        grandTotalCents: total,
        subtotalAmount: { value: '10020997700.01', currency: 'USD' },
      });
      const read = await client.api('GET', '/api/commerce/shopping-cart');
      expect(read.json.subtotalCents).toBe(total);
      const graphql = await client.graphql(
        `{ shoppingCart { subtotalCents grandTotalCents subtotalAmount { value } entries { lineTotalCents } } }`,
      );
      expect(graphql.json.errors).toBeUndefined();
      expect(graphql.json.data.shoppingCart).toEqual({
        subtotalCents: total,
        grandTotalCents: total,
        subtotalAmount: { value: '10020997700.01' },
        entries: [{ lineTotalCents: 999_899_990_001 }, { lineTotalCents: 2_199_780_000 }],
      });
    } finally {
      await app.db.query(`update catalog.variant set price_cents = 10000 where id = 'var_gift_100'`);
      await app.db.query(`update catalog.variant set price_cents = 5000 where id = 'var_gift_50'`);
    }
  });

  it('refuse a price above the largest allowed', async () => {
    await expect(
      app.db.query(`update catalog.variant set price_cents = 100000000 where id = 'var_gift_100'`),
    ).rejects.toThrow(/variant_price_bound/);
  });
});
