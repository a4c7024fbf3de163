import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';
import { UNTAXED_ADDRESS } from './support/shipping-address.ts';

const unlimited = { points: 1_000_000, durationSeconds: 60 };
const app = useTestPlatform({
  rateLimits: { 'cart.adds': unlimited, 'cart.new-carts': unlimited },
  jobs: ['subscriptions.renew'],
});
const rows = (sql: string, params: unknown[] = []) => app.db.query(sql, params) as Promise<any[]>;

const SUBSCRIPTION = `id status email title quantity currency perPeriodCents perYearCents periodUnit periodValue numBillingCycles cyclesBilled startedAt nextBillingAt cancelledAt lastFailure
  chosenVariant { sku } orders { number status grandTotalCents shippingCostCents }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id status subscription { id status } } subscriptionToken userErrors { field code message } } }`;
const READ = `query($id: ID!, $token: String!) { subscription(id: $id, token: $token) { ${SUBSCRIPTION} } }`;
const CANCEL = `mutation($id: ID!, $token: String) { cancelSubscription(id: $id, token: $token) { subscription { status nextBillingAt cancelledAt } userErrors { code message } } }`;
let keys = 0;
const newKey = () => `sub-test-${Date.now()}-${keys++}-${Math.random().toString(36).slice(2)}`;

async function shopper() {
  const client = new HttpClient(app.url);
  await client.openPage('/shop');
  return client;
}

/** Subscribes through the subscribe button's REST path and checkout, and answers the subscription's id and page token. */
async function subscribe(itemId: string, card = '4242424242424242') {
  const client = await shopper();
  const made = await client.api('POST', '/api/3/commerce/cart/subscription', { itemId, qty: 1 });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  const cartToken = made.json.cartToken as string;
  const placed = (
    await client.graphql(PLACE, {
      input: {
        idempotencyKey: newKey(),
        email: 'ada@example.com',
        shippingAddress: UNTAXED_ADDRESS,
        cardNumber: card,
        cartToken,
      },
    })
  ).json.data.placeOrder;
  return { client, cartToken, placed };
}

const read = async (id: string, token: string) =>
  (await new HttpClient(app.url).graphql(READ, { id, token })).json.data.subscription;
const makeDue = (id: string) =>
  rows(`update cart.subscription set next_billing_at = now() - interval '1 minute' where id = $1`, [id]);
const renew = () => app.platform.jobs!.runNow('subscriptions.renew');
const stockOf = async (variantId: string) =>
  (await rows('select qty_in_stock from cart.stock_level where variant_id = $1', [variantId]))[0]
    .qty_in_stock as number;

describe('product subscriptions', () => {
  it('go only through the subscription path: the plain cart refuses them, and the path refuses other products', async () => {
    const client = await shopper();
    const plain = await client.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_clay_box' });
    expect(plain.status).toBe(409);
    expect(plain.json).toMatchObject({
      code: 'SUBSCRIPTION_ONLY',
      error: 'This product is sold as a subscription. Please use its Subscribe button.',
    });
    const mug = await client.api('POST', '/api/3/commerce/cart/subscription', {
      itemId: 'prod_mug',
      sku: 'MUG-CREAM',
      qty: 1,
    });
    expect(mug.status).toBe(409);
    expect(mug.json).toMatchObject({
      code: 'NOT_SUBSCRIBABLE',
      error: 'This product cannot be bought as a subscription.',
    });
    expect((await client.api('POST', '/api/3/commerce/cart/subscription', { qty: 1 })).status).toBe(400);
    expect(
      (await client.api('POST', '/api/3/commerce/cart/subscription', { itemId: 'prod_clay_box', qty: 'two' })).status,
    ).toBe(400);
    expect((await client.api('POST', '/api/3/commerce/cart/subscription', { itemId: 'prod_nope' })).status).toBe(404);
    // Nothing went into the visitor's cart.
    expect((await client.api('GET', '/api/commerce/shopping-cart')).json.entries).toEqual([]);
  });

  it('a subscription cart shows its plan per period and per year (52, 12 or 1 periods a year)', async () => {
    const client = await shopper();
    const CART = `query($token: String) { shoppingCart(cartToken: $token) { totalQuantity subtotalCents subscriptionPlan { periodUnit periodValue numBillingCycles perPeriodCents perYearCents } } }`;
    const monthly = (await client.api('POST', '/api/3/commerce/cart/subscription', { itemId: 'prod_clay_box', qty: 2 }))
      .json.cartToken;
    expect((await client.graphql(CART, { token: monthly })).json.data.shoppingCart).toEqual({
      totalQuantity: 2,
      subtotalCents: 6400,
      subscriptionPlan: {
        periodUnit: 'MONTH',
        periodValue: 1,
        numBillingCycles: 0,
        perPeriodCents: 6400,
        perYearCents: 76800,
      },
    });
    const quarterly = (await client.api('POST', '/api/3/commerce/cart/subscription', { itemId: 'prod_glaze_box' })).json
      .cartToken;
    expect((await client.graphql(CART, { token: quarterly })).json.data.shoppingCart.subscriptionPlan).toEqual({
      periodUnit: 'MONTH',
      periodValue: 3,
      numBillingCycles: 4,
      perPeriodCents: 5400,
      perYearCents: 21600,
    });
    // The token is the only way to the cart: the visitor's cookie cart is another.
    expect((await client.graphql(CART, { token: null })).json.data.shoppingCart).toBeNull();
  });

  it('its checkout is held to the total it showed: a price raised meanwhile is refused, nothing charged or started, and the next attempt agrees to the new price', async () => {
    const owner = await signedInClient(app.url);
    const PRICES = `mutation($input: [VariantPriceInput!]!) { updateVariantPrices(input: $input) { userErrors { code } } }`;
    const price = async (cents: number) =>
      expect(
        (
          await owner.graphql(PRICES, {
            input: [{ variantId: 'var_glaze_box', price: cents, salePrice: 0, onSale: false }],
          })
        ).json.data.updateVariantPrices.userErrors,
      ).toEqual([]);
    await price(5400);
    const client = await shopper();
    const cartToken = (
      await client.api('POST', '/api/3/commerce/cart/subscription', { itemId: 'prod_glaze_box', qty: 1 })
    ).json.cartToken as string;
    const LOCATE = `mutation($token: String) { setShippingLocation(input: { country: "US", region: "OR" }, cartToken: $token) { shoppingCart { grandTotalCents } } }`;
    // $54.00 + $6.00 shipping, no tax in Oregon
    const seen = (await client.graphql(LOCATE, { token: cartToken })).json.data.setShippingLocation.shoppingCart;
    expect(seen.grandTotalCents).toBe(6000);
    await price(6000);
    const input = {
      idempotencyKey: newKey(),
      email: 'kim@example.com',
      shippingAddress: UNTAXED_ADDRESS,
      cardNumber: '4242424242424242',
      cartToken,
      expectedTotalCents: seen.grandTotalCents,
    };
    const refused = (await client.graphql(PLACE, { input })).json.data.placeOrder;
    expect(refused.order).toBeNull();
    expect(refused.userErrors).toEqual([
      {
        field: null,
        code: 'TOTAL_CHANGED',
        message:
          'The price of Seasonal Glaze Kit went up from 54.00 USD to 60.00 USD. Your total is now 66.00 USD instead of 60.00 USD, and nothing was charged: please check it and place your order again.',
      },
    ]);
    expect((await rows(`select count(*)::int as n from cart.subscription where email = 'kim@example.com'`))[0].n).toBe(
      0,
    );
    const CART = `query($token: String) { shoppingCart(cartToken: $token) { grandTotalCents subscriptionPlan { perPeriodCents } } }`;
    const now = (await client.graphql(CART, { token: cartToken })).json.data.shoppingCart;
    expect(now).toEqual({ grandTotalCents: 6600, subscriptionPlan: { perPeriodCents: 6000 } });
    const placed = (
      await client.graphql(PLACE, {
        input: { ...input, idempotencyKey: newKey(), expectedTotalCents: now.grandTotalCents },
      })
    ).json.data.placeOrder;
    expect(placed.userErrors).toEqual([]);
    expect(await read(placed.order.subscription.id, placed.subscriptionToken)).toMatchObject({
      status: 'ACTIVE',
      perPeriodCents: 6000,
    });
    await price(5400);
  });

  it('its order starts the schedule, and the renewal job bills each period once with a new order', async () => {
    const before = await stockOf('var_clay_box');
    const { placed } = await subscribe('prod_clay_box');
    expect(placed.userErrors).toEqual([]);
    expect(placed.order.status).toBe('PAID');
    const id = placed.order.subscription.id;
    const started = await read(id, placed.subscriptionToken);
    expect(started).toMatchObject({
      status: 'ACTIVE',
      title: 'Clay of the Month',
      periodUnit: 'MONTH',
      periodValue: 1,
      numBillingCycles: 0,
      cyclesBilled: 1,
      perPeriodCents: 3200,
      perYearCents: 38400,
    });
    const start = new Date(started.startedAt);
    const expected = new Date(
      Date.UTC(
        start.getUTCFullYear(),
        start.getUTCMonth() + 1,
        Math.min(
          start.getUTCDate(),
          new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 2, 0)).getUTCDate(),
        ),
        start.getUTCHours(),
        start.getUTCMinutes(),
        start.getUTCSeconds(),
        start.getUTCMilliseconds(),
      ),
    );
    expect(started.nextBillingAt).toBe(expected.toISOString());
    expect(await stockOf('var_clay_box')).toBe(before - 1);

    // Not due: nothing happens.
    await renew();
    expect((await read(id, placed.subscriptionToken)).orders).toHaveLength(1);

    await makeDue(id);
    await renew();
    await renew(); // a second run in the same period bills nothing more
    const renewed = await read(id, placed.subscriptionToken);
    expect(renewed.cyclesBilled).toBe(2);
    expect(renewed.orders.map((o: { status: string }) => o.status)).toEqual(['PAID', 'PAID']);
    expect(renewed.orders[1].grandTotalCents).toBe(3200 + 600);
    expect(new Date(renewed.nextBillingAt).getTime()).toBeGreaterThan(Date.now());
    expect(await stockOf('var_clay_box')).toBe(before - 2);
    const mails = await rows(
      `select subject, text_body from platform.outbox_message where kind = 'order-confirmation' and subject = $1`,
      [`Your order #${renewed.orders[1].number} is confirmed`],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text_body).toContain(
      `See or cancel your subscription: ${app.url}/commerce/subscriptions/${id}?token=${encodeURIComponent(placed.subscriptionToken)}`,
    );
  });

  it('a plan of 4 billings completes after its fourth', async () => {
    const { placed } = await subscribe('prod_glaze_box');
    const id = placed.order.subscription.id;
    for (let i = 0; i < 3; i++) {
      await makeDue(id);
      await renew();
    }
    const done = await read(id, placed.subscriptionToken);
    expect(done).toMatchObject({ status: 'COMPLETED', cyclesBilled: 4, nextBillingAt: null });
    expect(done.orders).toHaveLength(4);
    await makeDue(id);
    await rows(`update cart.subscription set status = 'COMPLETED' where id = $1`, [id]);
    await renew();
    expect((await read(id, placed.subscriptionToken)).orders).toHaveLength(4);
  });

  it('a declined renewal leaves the subscription past due, its order cancelled and its stock returned', async () => {
    const { placed } = await subscribe('prod_clay_box');
    const id = placed.order.subscription.id;
    // The card kept at the provider has since been refused (it expired, say).
    await rows(`update cart.subscription set payment_method = 'pm_test_decline_0002' where id = $1`, [id]);
    const before = await stockOf('var_clay_box');
    await makeDue(id);
    await renew();
    const pastDue = await read(id, placed.subscriptionToken);
    expect(pastDue).toMatchObject({
      status: 'PAST_DUE',
      lastFailure: 'Your card was declined. Please use another card.',
    });
    expect(pastDue.orders.map((o: { status: string }) => o.status)).toEqual(['PAID', 'CANCELLED']);
    expect(await stockOf('var_clay_box')).toBe(before);
  });

  it('a declined first payment starts nothing', async () => {
    const { placed } = await subscribe('prod_clay_box', '4000000000000002');
    expect(placed.userErrors[0].code).toBe('PAYMENT_DECLINED');
    const [row] = await rows(`select status from cart.subscription order by started_at desc limit 1`);
    expect(row.status).toBe('CANCELLED');
  });

  it('the subscriber cancels with the page’s token (a wrong one finds nothing); the owner sees and can cancel subscriptions', async () => {
    const { placed } = await subscribe('prod_clay_box');
    const id = placed.order.subscription.id;
    const stranger = (await new HttpClient(app.url).graphql(CANCEL, { id, token: 'forged' })).json.data
      .cancelSubscription;
    expect(stranger.userErrors[0].code).toBe('NOT_FOUND');
    expect(
      (await new HttpClient(app.url).graphql(CANCEL, { id })).json.data.cancelSubscription.userErrors[0].code,
    ).toBe('NOT_FOUND');
    const cancelled = (await new HttpClient(app.url).graphql(CANCEL, { id, token: placed.subscriptionToken })).json.data
      .cancelSubscription;
    expect(cancelled.userErrors).toEqual([]);
    expect(cancelled.subscription).toMatchObject({
      status: 'CANCELLED',
      nextBillingAt: null,
      cancelledAt: expect.any(String),
    });
    await makeDue(id);
    await renew();
    expect((await read(id, placed.subscriptionToken)).orders).toHaveLength(1);

    const second = await subscribe('prod_clay_box');
    const owner = await signedInClient(app.url);
    const listed = (await owner.graphql(`{ site { subscriptions { id status title } } }`)).json.data.site.subscriptions;
    expect(listed.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining([id, second.placed.order.subscription.id]),
    );
    const byOwner = (await owner.graphql(CANCEL, { id: second.placed.order.subscription.id })).json.data
      .cancelSubscription;
    expect(byOwner.subscription.status).toBe('CANCELLED');
    expect(
      (await new HttpClient(app.url).graphql(`{ site { subscriptions { id } } }`)).json.data.site.subscriptions,
    ).toEqual([]);
  });
});
