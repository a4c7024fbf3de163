import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCaptchaSolution, solveChallenge, type CaptchaChallenge } from '@atelier/forms';
import { DEMO_WEBSITE } from '@atelier/demo-site';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';
import { UNTAXED_ADDRESS } from './support/shipping-address.ts';

/**
 * Every kind of event tests/webhooks.test.ts does not deliver, each provoked as the product's users
 * do (the owner in the dashboard's GraphQL and billing paths, visitors through the storefront's REST
 * paths, the renewal job), delivered by the webhooks job to a receiver of the test's own: once, with
 * a signature that checks under the subscription's secret, naming the records that changed.
 */
process.env.ATELIER_WEBHOOK_HOSTS_ALLOWED = '127.0.0.1';

interface Delivery {
  headers: http.IncomingHttpHeaders;
  body: string;
  event: { id: string; type: string; timestamp: string; websiteId: string; data: Record<string, any> };
}

const received: Delivery[] = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (body += chunk));
  req.on('end', () => {
    received.push({ headers: req.headers, body, event: JSON.parse(body) });
    res.writeHead(200).end('ok');
  });
});
let hookUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/all-events`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const unlimited = { points: 1_000_000, durationSeconds: 60 };
const app = useTestPlatform({
  rateLimits: { 'cart.adds': unlimited, 'cart.new-carts': unlimited },
  jobs: ['webhooks.deliver', 'subscriptions.renew'],
});
const deliver = () => app.platform.jobs!.runNow('webhooks.deliver');
const rows = (sql: string, params: unknown[] = []) => app.db.query(sql, params) as Promise<any[]>;

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  order { id status subscription { id } } subscriptionToken userErrors { code message } } }`;
let keys = 0;
const placeInput = (extra: Record<string, unknown> = {}) => ({
  idempotencyKey: `webhook-events-${Date.now()}-${keys++}`,
  email: 'hook-shopper@example.com',
  shippingAddress: UNTAXED_ADDRESS,
  cardNumber: '4242 4242 4242 4242',
  ...extra,
});

let owner: HttpClient;
let secret = '';

/** The subscription's check, as a receiver would write it: HMAC-SHA256 of the raw body, compared in constant time. */
const signedBySecret = (delivery: Delivery) => {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(delivery.body).digest('hex')}`);
  const given = Buffer.from(String(delivery.headers['x-atelier-signature']));
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/** The one delivery of each of these types since `from`, checked for its signature, header and site. */
function deliveredOnce(from: number, ...types: string[]): Record<string, any>[] {
  const since = received.slice(from);
  return types.map((type) => {
    const of = since.filter((delivery) => delivery.event.type === type);
    expect(of, type).toHaveLength(1);
    const [delivery] = of as [Delivery];
    expect(signedBySecret(delivery), type).toBe(true);
    expect(delivery.headers['x-atelier-event']).toBe(type);
    expect(delivery.event.websiteId).toBe(DEMO_WEBSITE.id);
    expect(Date.parse(delivery.event.timestamp)).not.toBeNaN();
    return delivery.event.data;
  });
}

beforeAll(async () => {
  owner = await signedInClient(app.url);
  await owner.openPage('/');
  const everything = (await owner.graphql(`{ __type(name: "WebhookEventType") { enumValues { name } } }`)).json.data
    .__type.enumValues;
  const made = (
    await owner.graphql(
      `mutation($input: WebhookSubscriptionInput!) { createWebhookSubscription(input: $input) {
        subscription { secret events } userErrors { code } } }`,
      { input: { url: hookUrl, events: everything.map((value: { name: string }) => value.name) } },
    )
  ).json.data.createWebhookSubscription;
  expect(made.userErrors).toEqual([]);
  expect(made.subscription.events).toHaveLength(13);
  secret = made.subscription.secret;
});

describe('events delivered to a subscription of every kind', () => {
  it('product.created, product.updated and product.archived, with the product’s and its variants’ ids', async () => {
    const from = received.length;
    const SAVE = `mutation($input: ProductInput!) { saveProduct(input: $input) {
      product { id version variants { id } } userErrors { code } } }`;
    const input = {
      collectionId: 'col_shop',
      productType: 'PHYSICAL',
      title: 'Hook Bowl',
      variantOptionOrdering: [],
      variants: [{ sku: 'HOOK-BOWL', price: 3100 }],
    };
    const created = (await owner.graphql(SAVE, { input })).json.data.saveProduct;
    expect(created.userErrors).toEqual([]);
    const { id, version, variants } = created.product;
    const updated = (
      await owner.graphql(SAVE, {
        input: {
          ...input,
          id,
          version,
          title: 'Hook Bowl II',
          variants: [{ id: variants[0].id, sku: 'HOOK-BOWL', price: 3300 }],
        },
      })
    ).json.data.saveProduct;
    expect(updated.userErrors).toEqual([]);
    const archived = (
      await owner.graphql(
        `mutation($id: ID!) { archiveProduct(id: $id, archived: true) { product { id archived } userErrors { code } } }`,
        {
          id,
        },
      )
    ).json.data.archiveProduct;
    expect(archived).toEqual({ product: { id, archived: true }, userErrors: [] });

    await deliver();
    const [made, changed, gone] = deliveredOnce(from, 'product.created', 'product.updated', 'product.archived');
    const variant = { id: variants[0].id, sku: 'HOOK-BOWL' };
    expect(made).toMatchObject({
      productId: id,
      title: 'Hook Bowl',
      archived: false,
      variants: [{ ...variant, price: 3100 }],
    });
    expect(changed).toMatchObject({ productId: id, title: 'Hook Bowl II', variants: [{ ...variant, price: 3300 }] });
    expect(gone).toMatchObject({ productId: id, archived: true });
  });

  it('form.submitted and restock.signed_up, from the storefront’s own paths', async () => {
    const from = received.length;
    const visitor = new HttpClient(app.url);
    await visitor.openPage('/shop');
    const challenge = (
      await visitor.graphql<{ captchaChallenge: CaptchaChallenge }>(
        '{ captchaChallenge { algorithm challenge salt maxNumber signature } }',
      )
    ).json.data!.captchaChallenge;
    const submitted = await visitor.api('POST', '/api/form/SaveFormSubmission', {
      formId: 'form_contact',
      key: (await visitor.api('POST', '/api/form/FormSubmissionKey')).json.key,
      captchaKey: encodeCaptchaSolution((await solveChallenge(challenge))!),
      form: {
        name: ['Grace', 'Hopper'],
        email: 'grace@example.com',
        phone: ['555', '123', '4567'],
        address: ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'],
        'visit-date': ['12', '24', '2026'],
        'visit-time': ['10', '30', '', 'AM'],
        topic: 'An order',
        reply: 'Email',
        interests: ['Tools'],
        rating: { 'Finding things is easy': '2', 'Delivery is fast': '-1' },
        subject: 'Hooks',
        message: 'Do you sell bowls by webhook?',
        source: 'newsletter',
      },
    });
    expect(submitted.status, submitted.text).toBe(200);
    const signedUp = await visitor.api('POST', '/api/site-users/account/notifications/restock', {
      productId: 'prod_apron',
      variantId: 'var_apron_m_olive',
      siteVisitorEmail: 'hook-watcher@example.com',
      isJoinMailingList: false,
    });
    expect(signedUp.status, signedUp.text).toBe(200);

    await deliver();
    const [form, restock] = deliveredOnce(from, 'form.submitted', 'restock.signed_up');
    expect(form).toMatchObject({ formId: 'form_contact', submissionId: submitted.json.submissionId });
    expect(form!.answers.message).toBe('Do you sell bowls by webhook?');
    const [signUp] = await rows(`select id from restock.sign_up where email_key = 'hook-watcher@example.com'`);
    expect(restock).toEqual({
      signUpId: signUp.id,
      productId: 'prod_apron',
      variantId: 'var_apron_m_olive',
      email: 'hook-watcher@example.com',
      joinMailingList: false,
    });
  });

  it('order.refunded, with the order and the amount given back', async () => {
    const shopper = new HttpClient(app.url);
    await shopper.openPage('/shop');
    const added = await shopper.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_mug',
      sku: 'MUG-CREAM',
      quantity: 1,
    });
    expect(added.status).toBe(200);
    const placed = (await shopper.graphql(PLACE, { input: placeInput() })).json.data.placeOrder;
    expect(placed.userErrors).toEqual([]);
    const from = received.length;
    const refunded = (
      await owner.graphql(
        `mutation($id: ID!) { refundOrder(id: $id, amountCents: 500) { order { id refundedCents } userErrors { code } } }`,
        {
          id: placed.order.id,
        },
      )
    ).json.data.refundOrder;
    expect(refunded).toEqual({ order: { id: placed.order.id, refundedCents: 500 }, userErrors: [] });

    await deliver();
    const [refund] = deliveredOnce(from, 'order.refunded');
    expect(refund).toMatchObject({ orderId: placed.order.id, amountCents: 500, refundedCents: 500 });
  });

  it('subscription.renewed and subscription.past_due, from the renewal job', async () => {
    const shopper = new HttpClient(app.url);
    await shopper.openPage('/shop');
    const cart = await shopper.api('POST', '/api/3/commerce/cart/subscription', { itemId: 'prod_clay_box', qty: 1 });
    expect(cart.status, cart.text).toBe(200);
    const placed = (await shopper.graphql(PLACE, { input: placeInput({ cartToken: cart.json.cartToken }) })).json.data
      .placeOrder;
    expect(placed.userErrors).toEqual([]);
    const subscriptionId = placed.order.subscription.id as string;
    // Its month passes in the database rather than in the test.
    const due = () =>
      rows(`update cart.subscription set next_billing_at = now() - interval '1 minute' where id = $1`, [
        subscriptionId,
      ]);
    const orders = async () =>
      (
        await shopper.graphql(
          `query($id: ID!, $token: String!) { subscription(id: $id, token: $token) { status orders { id } } }`,
          {
            id: subscriptionId,
            token: placed.subscriptionToken,
          },
        )
      ).json.data.subscription;

    let from = received.length;
    await due();
    await app.platform.jobs!.runNow('subscriptions.renew');
    const renewedOrder = (await orders()).orders.find((order: { id: string }) => order.id !== placed.order.id);
    await deliver();
    const [renewed] = deliveredOnce(from, 'subscription.renewed');
    expect(renewed).toMatchObject({ subscriptionId, orderId: renewedOrder.id, status: 'ACTIVE', cyclesBilled: 2 });

    // The owner runs out of clay: the next month cannot be billed.
    const emptied = await owner.graphql(
      `mutation($input: [StockInput!]!) { setStock(input: $input) { userErrors { code } } }`,
      {
        input: [{ variantId: 'var_clay_box', qtyInStock: 0 }],
      },
    );
    expect(emptied.json.data.setStock.userErrors).toEqual([]);
    from = received.length;
    await due();
    await app.platform.jobs!.runNow('subscriptions.renew');
    expect((await orders()).status).toBe('PAST_DUE');
    await deliver();
    const [pastDue] = deliveredOnce(from, 'subscription.past_due');
    expect(pastDue).toMatchObject({
      subscriptionId,
      status: 'PAST_DUE',
      lastFailure: 'Sorry, we do not have enough of that item available.',
    });
  });

  it('site.plan_changed, with the plans and the invoice the owner confirmed', async () => {
    const [{ id: billingId }] = await rows(
      `select id from billing.subscription where website_id = $1 and product_type = 'website'`,
      [DEMO_WEBSITE.id],
    );
    const path = `/api/billing/subscriptions/${billingId}/plan-change/commerce-advanced`;
    expect((await owner.api('PUT', `${path}?interval=yearly`)).status).toBe(200);
    const from = received.length;
    const confirmed = await owner.api('POST', `${path}/confirm`);
    expect(confirmed.status, confirmed.text).toBe(200);

    await deliver();
    const [plan] = deliveredOnce(from, 'site.plan_changed');
    expect(plan).toMatchObject({
      previousPlanId: 'commerce-advanced',
      planId: 'commerce-advanced',
      interval: 'YEARLY',
      invoiceId: confirmed.json.invoice.id,
    });
  });

  it('each event once: every delivery a different event, and a further run posts nothing', async () => {
    const ids = received.map((delivery) => delivery.event.id);
    expect(new Set(ids).size).toBe(ids.length);
    const before = received.length;
    await deliver();
    expect(received).toHaveLength(before);
    expect(new Set(received.map((delivery) => delivery.event.type)).size).toBeGreaterThanOrEqual(9);
  });
});
