import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { cartRowCounts } from './support/test-database.ts';
import { useTestPlatform } from './support/test-platform.ts';

/** The product's default limits: 30 new carts per client address in 10 minutes, 120 adds a minute. */
const app = useTestPlatform();
const TOO_MANY = 'Please try again in a few seconds.';

describe('anonymous cart writes are limited per client', () => {
  it('refuses the 31st new cart from one address with 429, storing nothing, while others still shop', async () => {
    const address = '127.0.0.201';
    const add = async () => {
      const shopper = new HttpClient(app.url, { address });
      await shopper.openPage();
      return shopper.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_field_guide' });
    };
    for (let i = 0; i < 30; i++) expect((await add()).status).toBe(200);
    const before = await cartRowCounts(app.db);
    const refused = await add();
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ error: TOO_MANY, code: 'RATE_LIMITED' });
    expect(await cartRowCounts(app.db)).toEqual(before);

    const express = new HttpClient(app.url, { address });
    await express.openPage();
    expect(
      (
        await express.api('POST', '/api/commerce/shopping-cart/entries?isExpress=true', {
          itemId: 'prod_gift_card',
          sku: 'GIFT-25',
        })
      ).status,
    ).toBe(429);

    const someoneElse = new HttpClient(app.url);
    await someoneElse.openPage();
    expect(
      (await someoneElse.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_field_guide' })).status,
    ).toBe(200);
  });

  it('refuses the 121st add in a minute from one address, through GraphQL as through REST', async () => {
    const shopper = new HttpClient(app.url);
    await shopper.openPage();
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++)
      statuses.push(
        (await shopper.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_gift_card', sku: 'GIFT-25' }))
          .status,
      );
    expect(new Set(statuses)).toEqual(new Set([200]));
    const rest = await shopper.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_gift_card',
      sku: 'GIFT-25',
    });
    expect(rest.status).toBe(429);
    expect(rest.json.error).toBe(TOO_MANY);
    const graphql = await shopper.graphql(
      `mutation { addToCart(input: { itemId: "prod_gift_card", sku: "GIFT-25" }) { shoppingCart { id } userErrors { code message } } }`,
    );
    expect(graphql.json.data.addToCart).toEqual({
      shoppingCart: null,
      userErrors: [{ code: 'RATE_LIMITED', message: TOO_MANY }],
    });
    const cart = await shopper.api('GET', '/api/commerce/shopping-cart');
    expect(cart.json.totalQuantity).toBe(120);
  });
});

describe('gift card codes are limited per client', () => {
  it('refuses the 11th code tried in ten minutes from one address, so codes cannot be guessed', async () => {
    const shopper = new HttpClient(app.url, { address: '127.0.0.202' });
    await shopper.openPage();
    expect(
      (await shopper.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_field_guide' })).status,
    ).toBe(200);
    const APPLY = `mutation($code: String!) { applyGiftCard(code: $code) { userErrors { code message } } }`;
    const codes: string[] = [];
    for (let i = 0; i < 11; i++)
      codes.push(
        (await shopper.graphql(APPLY, { code: `AAAA-BBBB-CCCC-DDD${'ABCDEFGHJKL'[i]}` })).json.data.applyGiftCard
          .userErrors[0].code,
      );
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('GIFT_CARD_NOT_FOUND'));
    expect(codes[10]).toBe('RATE_LIMITED');
    const refused = (await shopper.graphql(APPLY, { code: 'AAAA-BBBB-CCCC-DDDD' })).json.data.applyGiftCard
      .userErrors[0];
    expect(refused.message).toBe(TOO_MANY);
  });
});
