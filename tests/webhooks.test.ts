import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { UNTAXED_ADDRESS } from './support/shipping-address.ts';
import { useTestPlatform } from './support/test-platform.ts';

/**
 * Webhooks end to end: a receiver of the test's own on this machine (allowed as an operator allows
 * an intranet's host), the owner's subscription through GraphQL, real changes of the catalog, and
 * the deliveries job run through its queue as its schedule runs it.
 */
process.env.ATELIER_WEBHOOK_HOSTS_ALLOWED = '127.0.0.1';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What the receiver was sent, and what it answers next (a list of statuses, then 200). */
const received: Received[] = [];
const answers: number[] = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (body += chunk));
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers, body });
    const status = answers.shift() ?? 200;
    res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : 'receiver is down');
  });
});
let hookUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/atelier-hook`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const app = useTestPlatform({ jobs: ['webhooks.deliver'] });
const deliver = () => app.platform.jobs!.runNow('webhooks.deliver');

const SUBSCRIBE = `mutation($input: WebhookSubscriptionInput!) { createWebhookSubscription(input: $input) {
  subscription { id url events secret } userErrors { field message code } } }`;
const DELIVERIES = `query($w: ID!) { webhookDeliveries(websiteId: $w) {
  id eventId event subscriptionId url status attempts lastStatus lastAnswer nextAttemptAt body } }`;
const REDELIVER = `mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { delivery { id status } userErrors { field message code } } }`;
const SAVE = `mutation($input: ProductInput!) { saveProduct(input: $input) { product { id version title variants { id } }
  userErrors { field message code } } }`;
const SITE = 'site_demo';

const product = (over: Record<string, unknown> = {}) => ({
  collectionId: 'col_shop',
  productType: 'PHYSICAL',
  title: 'Webhook Mug',
  variantOptionOrdering: [],
  variants: [{ sku: 'HOOK-MUG', price: 2600 }],
  ...over,
});

const subscriptionCount = async () =>
  Number((await app.db.query(`select count(*)::int as n from webhooks.subscription`))[0].n);
const bodies = () =>
  received.filter((request) => request.path === '/atelier-hook').map((request) => JSON.parse(request.body));
const signatureOf = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe('webhook subscriptions refuse bad input and store nothing', () => {
  it('refuses private and loopback addresses, the product itself, bad events, and a visitor', async () => {
    const owner = await signedInClient(app.url);
    const refusal = async (input: Record<string, unknown>) =>
      (await owner.graphql(SUBSCRIBE, { input })).json.data.createWebhookSubscription;
    const privateWords = 'This address is inside a private network or on this machine: use one on the public internet.';
    for (const url of [
      'http://10.1.2.3/hook',
      'http://192.168.0.7/hook',
      'http://[::1]:8080/hook',
      'http://169.254.169.254/',
    ]) {
      expect(await refusal({ url, events: ['ORDER_CREATED'] })).toEqual({
        subscription: null,
        userErrors: [{ field: ['input', 'url'], message: privateWords, code: 'URL_NOT_PUBLIC' }],
      });
    }
    const port = new URL(app.url).port;
    expect((await refusal({ url: `http://localhost:${port}/graphql`, events: ['ORDER_CREATED'] })).userErrors).toEqual([
      {
        field: ['input', 'url'],
        message: 'This address is Atelier’s own: webhooks go to your own server.',
        code: 'URL_NOT_PUBLIC',
      },
    ]);
    expect((await refusal({ url: 'ftp://files.example.com/', events: ['ORDER_CREATED'] })).userErrors[0].code).toBe(
      'URL_INVALID',
    );
    expect((await refusal({ url: hookUrl, events: ['ORDER_PAID', 'ORDER_PAID'] })).userErrors).toEqual([
      { field: ['input', 'events'], message: 'Name each event once.', code: 'EVENTS_INVALID' },
    ]);
    expect((await refusal({ url: hookUrl, events: [] })).userErrors[0].code).toBe('EVENTS_INVALID');
    // Longer than there are kinds of event: refused before anything is read.
    const oversized = await owner.graphql(SUBSCRIBE, { input: { url: hookUrl, events: Array(14).fill('ORDER_PAID') } });
    expect(oversized.json.errors?.[0]).toMatchObject({
      message: 'events holds at most 13 values, each once.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const visitor = new HttpClient(app.url);
    expect(
      (await visitor.graphql(SUBSCRIBE, { input: { url: hookUrl, events: ['ORDER_PAID'] } })).json.data
        .createWebhookSubscription.userErrors[0].code,
    ).toBe('NOT_SIGNED_IN');
    expect(await subscriptionCount()).toBe(0);
  });
});

describe('deliveries', () => {
  let owner: HttpClient;
  let secret = '';
  let subscriptionId = '';
  let productId = '';
  let version = 0;
  /** The product as saved, its variant named by id, as the editor sends it back. */
  let asSaved: (over: Record<string, unknown>) => Record<string, unknown>;

  it('posts each event once, signed with the subscription’s secret, after the change commits', async () => {
    owner = await signedInClient(app.url);
    const made = (
      await owner.graphql(SUBSCRIBE, {
        input: { url: hookUrl, events: ['PRODUCT_CREATED', 'PRODUCT_UPDATED', 'PRODUCT_ARCHIVED'] },
      })
    ).json.data.createWebhookSubscription;
    expect(made.userErrors).toEqual([]);
    expect(made.subscription).toMatchObject({
      url: hookUrl,
      events: ['PRODUCT_CREATED', 'PRODUCT_UPDATED', 'PRODUCT_ARCHIVED'],
    });
    secret = made.subscription.secret;
    subscriptionId = made.subscription.id;
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);

    const saved = (await owner.graphql(SAVE, { input: product() })).json.data.saveProduct;
    expect(saved.userErrors).toEqual([]);
    productId = saved.product.id;
    version = saved.product.version;
    const variantId = saved.product.variants[0].id;
    asSaved = (over) =>
      product({ id: productId, version, variants: [{ id: variantId, sku: 'HOOK-MUG', price: 2600 }], ...over });
    expect(received).toEqual([]);

    await deliver();
    expect(received).toHaveLength(1);
    const [request] = received;
    const body = JSON.parse(request!.body);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['x-atelier-signature']).toBe(signatureOf(secret, request!.body));
    expect(request!.headers['x-atelier-event']).toBe('product.created');
    expect(body).toMatchObject({
      type: 'product.created',
      websiteId: SITE,
      data: { productId, title: 'Webhook Mug', collectionId: 'col_shop', variants: [{ sku: 'HOOK-MUG', price: 2600 }] },
    });
    expect(Date.parse(body.timestamp)).not.toBeNaN();
    const [stored] = await app.db.query(`select id from platform.webhook_event where data->>'productId' = $1`, [
      productId,
    ]);
    expect(body.id).toBe(stored.id);

    const listed = (await owner.graphql(DELIVERIES, { w: SITE })).json.data.webhookDeliveries;
    expect(listed).toEqual([
      {
        id: request!.headers['x-atelier-delivery'],
        eventId: body.id,
        event: 'PRODUCT_CREATED',
        subscriptionId,
        url: hookUrl,
        status: 'DELIVERED',
        attempts: 1,
        lastStatus: 200,
        lastAnswer: 'thanks',
        nextAttemptAt: null,
        body: request!.body,
      },
    ]);

    await deliver();
    expect(received).toHaveLength(1);
  });

  it('posts it again, unchanged, once its retry is due after a 500', async () => {
    answers.push(500);
    const saved = (await owner.graphql(SAVE, { input: asSaved({ title: 'Webhook Mug II' }) })).json.data.saveProduct;
    expect(saved.userErrors).toEqual([]);
    version = saved.product.version;
    await deliver();
    expect(received).toHaveLength(2);
    const failedTry = received[1]!;
    expect(JSON.parse(failedTry.body)).toMatchObject({ type: 'product.updated', data: { title: 'Webhook Mug II' } });
    const [pending] = (await owner.graphql(DELIVERIES, { w: SITE })).json.data.webhookDeliveries;
    expect(pending).toMatchObject({ status: 'PENDING', attempts: 1, lastStatus: 500, lastAnswer: 'receiver is down' });
    // The first retry waits 30 seconds (domain/retry-schedule.ts).
    const wait = Date.parse(pending.nextAttemptAt) - Date.now();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30_000);

    await deliver();
    expect(received).toHaveLength(2);
    // The 30 seconds pass in the database rather than in the test.
    await app.db.query(`update webhooks.delivery set next_attempt_at = now() where id = $1`, [pending.id]);
    await deliver();
    expect(received).toHaveLength(3);
    expect(received[2]!.body).toBe(failedTry.body);
    expect(received[2]!.headers['x-atelier-signature']).toBe(signatureOf(secret, failedTry.body));
    expect(received[2]!.headers['x-atelier-delivery']).toBe(pending.id);
    const [settled] = (await owner.graphql(DELIVERIES, { w: SITE })).json.data.webhookDeliveries;
    expect(settled).toMatchObject({ id: pending.id, status: 'DELIVERED', attempts: 2, lastStatus: 200 });
  });

  it('sends nothing for a change that was rolled back', async () => {
    const events = async () =>
      Number((await app.db.query(`select count(*)::int as n from platform.webhook_event`))[0].n);
    const before = await events();
    // Another save takes the product's version while this one is under way: the test holds the
    // row, the owner's save appends its event and then waits on the row, and fails its version
    // check once the test commits, rolling its event back with it.
    const holder = new pg.Client({ connectionString: app.db.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(`update catalog.product set version = version + 1 where id = $1`, [productId]);
      const save = owner.graphql(SAVE, { input: asSaved({ title: 'Never Saved' }) });
      await expect
        .poll(async () =>
          Number(
            (
              await holder.query(
                `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
              )
            ).rows[0].n,
          ),
        )
        .toBe(1);
      await holder.query('commit');
      const refused = (await save).json.data.saveProduct;
      expect(refused.product).toBeNull();
      expect(refused.userErrors.map((e: { code: string }) => e.code)).toEqual(['VERSION_CONFLICT']);
    } finally {
      await holder.end();
    }
    expect(await events()).toBe(before);
    await deliver();
    expect(received).toHaveLength(3);
    expect(bodies().map((body) => body.data.title)).not.toContain('Never Saved');
  });

  it('redelivers from the list at the owner’s ask', async () => {
    const listed = (await owner.graphql(DELIVERIES, { w: SITE })).json.data.webhookDeliveries;
    const created = listed.find((delivery: { event: string }) => delivery.event === 'PRODUCT_CREATED');
    const again = (await owner.graphql(REDELIVER, { id: created.id })).json.data.redeliverWebhook;
    expect(again).toEqual({ delivery: { id: created.id, status: 'PENDING' }, userErrors: [] });
    // The redeliver asks the job to run at once: no schedule is waited for.
    await expect.poll(() => received.length).toBe(4);
    expect(received[3]!.body).toBe(created.body);
    expect(received[3]!.headers['x-atelier-delivery']).toBe(created.id);
    await expect
      .poll(async () =>
        (await owner.graphql(DELIVERIES, { w: SITE })).json.data.webhookDeliveries.find(
          (delivery: { id: string }) => delivery.id === created.id,
        ),
      )
      .toMatchObject({ status: 'DELIVERED', attempts: 2 });

    const unknown = (await owner.graphql(REDELIVER, { id: 'whdl_nope' })).json.data.redeliverWebhook;
    expect(unknown).toEqual({
      delivery: null,
      userErrors: [{ field: ['deliveryId'], message: 'This site has no such delivery.', code: 'NOT_FOUND' }],
    });
    const visitor = new HttpClient(app.url);
    expect((await visitor.graphql(DELIVERIES, { w: SITE })).json.data.webhookDeliveries).toEqual([]);
    expect((await visitor.graphql(REDELIVER, { id: created.id })).json.data.redeliverWebhook.userErrors[0].code).toBe(
      'NOT_SIGNED_IN',
    );
  });
});

describe('the store’s events', () => {
  const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id number status } userErrors { code } } }`;
  const SET_STOCK = `mutation($input: [StockInput!]!) { setStock(input: $input) { userErrors { code } } }`;
  const FULFIL = `mutation($id: ID!) { fulfillOrder(id: $id) { order { fulfillmentStatus } userErrors { code } } }`;

  it('tells of stock set, an order placed, paid and fulfilled, each once, in the order’s own words', async () => {
    const owner = await signedInClient(app.url);
    const ordersHook = hookUrl.replace('/atelier-hook', '/orders-hook');
    const made = (
      await owner.graphql(SUBSCRIBE, {
        input: { url: ordersHook, events: ['STOCK_CHANGED', 'ORDER_CREATED', 'ORDER_PAID', 'ORDER_FULFILLED'] },
      })
    ).json.data.createWebhookSubscription;
    expect(made.userErrors).toEqual([]);

    const stocked = await owner.graphql(SET_STOCK, { input: [{ variantId: 'var_mug_cream', qtyInStock: 25 }] });
    expect(stocked.json.data.setStock.userErrors).toEqual([]);
    const shopper = new HttpClient(app.url);
    await shopper.openPage('/shop');
    const added = await shopper.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_mug',
      sku: 'MUG-CREAM',
      quantity: 2,
    });
    expect(added.status).toBe(200);
    const placed = (
      await shopper.graphql(PLACE, {
        input: {
          idempotencyKey: `webhooks-${Date.now()}`,
          email: 'hook-buyer@example.com',
          shippingAddress: UNTAXED_ADDRESS,
          cardNumber: '4242 4242 4242 4242',
        },
      })
    ).json.data.placeOrder;
    expect(placed.userErrors).toEqual([]);
    expect(placed.order.status).toBe('PAID');
    expect((await owner.graphql(FULFIL, { id: placed.order.id })).json.data.fulfillOrder.userErrors).toEqual([]);

    await deliver();
    const posted = received.filter((request) => request.path === '/orders-hook');
    for (const request of posted)
      expect(request.headers['x-atelier-signature']).toBe(signatureOf(made.subscription.secret, request.body));
    const events = posted.map((request) => JSON.parse(request.body));
    expect(events.map((event) => event.type).sort()).toEqual([
      'order.created',
      'order.fulfilled',
      'order.paid',
      'stock.changed',
    ]);
    expect(new Set(events.map((event) => event.id)).size).toBe(4);
    expect(events.find((event) => event.type === 'stock.changed').data.levels).toEqual([
      { variantId: 'var_mug_cream', productId: 'prod_mug', sku: 'MUG-CREAM', qtyInStock: 25, unlimited: false },
    ]);
    const ofOrder = (type: string) => events.find((event) => event.type === type).data;
    expect(ofOrder('order.created')).toMatchObject({
      orderId: placed.order.id,
      number: placed.order.number,
      email: 'hook-buyer@example.com',
      lines: [{ variantId: 'var_mug_cream', sku: 'MUG-CREAM', quantity: 2 }],
    });
    expect(ofOrder('order.paid')).toMatchObject({ orderId: placed.order.id, status: 'PAID' });
    expect(ofOrder('order.fulfilled')).toMatchObject({ orderId: placed.order.id, fulfillmentStatus: 'FULFILLED' });

    await deliver();
    expect(received.filter((request) => request.path === '/orders-hook')).toHaveLength(4);
  });
});

describe('a site’s subscriptions', () => {
  const REMOVE = `mutation($id: ID!) { deleteWebhookSubscription(id: $id) { deletedId userErrors { field message code } } }`;
  const LIST = `query($w: ID!) { webhookSubscriptions(websiteId: $w) { id } }`;

  it('stop at 10, and a removed one takes its deliveries with it', async () => {
    const owner = await signedInClient(app.url);
    const listed = async () =>
      (await owner.graphql(LIST, { w: SITE })).json.data.webhookSubscriptions as { id: string }[];
    const first = (await listed())[0]!;
    const deliveriesOf = async (id: string) =>
      Number(
        (await app.db.query(`select count(*)::int as n from webhooks.delivery where subscription_id = $1`, [id]))[0].n,
      );
    expect(await deliveriesOf(first.id)).toBeGreaterThan(0);
    expect((await owner.graphql(REMOVE, { id: first.id })).json.data.deleteWebhookSubscription).toEqual({
      deletedId: first.id,
      userErrors: [],
    });
    expect(await deliveriesOf(first.id)).toBe(0);
    expect((await owner.graphql(REMOVE, { id: first.id })).json.data.deleteWebhookSubscription).toEqual({
      deletedId: null,
      userErrors: [{ field: ['id'], message: 'This site has no such webhook.', code: 'NOT_FOUND' }],
    });

    while ((await listed()).length < 10) {
      const made = await owner.graphql(SUBSCRIBE, { input: { url: hookUrl, events: ['FORM_SUBMITTED'] } });
      expect(made.json.data.createWebhookSubscription.userErrors).toEqual([]);
    }
    const eleventh = (await owner.graphql(SUBSCRIBE, { input: { url: hookUrl, events: ['FORM_SUBMITTED'] } })).json.data
      .createWebhookSubscription;
    expect(eleventh).toEqual({
      subscription: null,
      userErrors: [
        {
          field: null,
          message: 'A site keeps at most 10 webhooks: remove one before adding another.',
          code: 'TOO_MANY_SUBSCRIPTIONS',
        },
      ],
    });
    expect(await subscriptionCount()).toBe(10);
  });
});
