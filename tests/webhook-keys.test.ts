import { describe, expect, it } from 'vitest';
import { DEMO_WEBSITE, KILN_WEBSITE } from '@atelier/demo-site';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

/**
 * "Owners or keys subscribe a URL": a partner's server with a key of the WEBHOOKS scope lists, adds
 * and removes its own site's webhook subscriptions through /graphql, as the owner does in /admin; a
 * key without the scope is refused before anything runs, and another site's subscriptions are never
 * seen nor touched.
 */
process.env.ATELIER_WEBHOOK_HOSTS_ALLOWED = '127.0.0.1';
const app = useTestPlatform();
const kilnUrl = () => `http://kiln.localhost:${app.platform.port}`;

const LIST = `query($w: ID!) { webhookSubscriptions(websiteId: $w) { id url events } }`;
const DELIVERIES = `query($w: ID!) { webhookDeliveries(websiteId: $w) { id } }`;
const SUBSCRIBE = `mutation($input: WebhookSubscriptionInput!) { createWebhookSubscription(input: $input) {
  subscription { id url events secret } userErrors { field message code } } }`;
const REMOVE = `mutation($id: ID!) { deleteWebhookSubscription(id: $id) { deletedId userErrors { field message code } } }`;
const HOOK = 'http://127.0.0.1:9/partner-hook';

async function keyWith(scopes: string[]) {
  const owner = await signedInClient(app.url);
  const { json } = await owner.graphql(
    `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret userErrors { code } } }`,
    { input: { name: `Hooks ${scopes.join(' ')}`, scopes } },
  );
  expect(json.data.createApiKey.userErrors).toEqual([]);
  const authorization = `Bearer ${json.data.createApiKey.secret}`;
  const client = new HttpClient(app.url);
  return Object.assign(
    (query: string, variables?: Record<string, unknown>) => client.graphql(query, variables, { authorization }),
    { authorization },
  );
}

const storedSubscriptions = async () =>
  (
    await app.db.query<{ id: string; site_id: string }>(`select id, site_id from webhooks.subscription order by id`)
  ).map((row) => `${row.site_id} ${row.id}`);

describe('webhook subscriptions through an API key', () => {
  it('a key with WEBHOOKS lists, adds and removes its site’s subscriptions', async () => {
    const partner = await keyWith(['WEBHOOKS']);
    expect((await partner(LIST, { w: DEMO_WEBSITE.id })).json.data.webhookSubscriptions).toEqual([]);

    const made = (await partner(SUBSCRIBE, { input: { url: HOOK, events: ['ORDER_PAID', 'STOCK_CHANGED'] } })).json.data
      .createWebhookSubscription;
    expect(made.userErrors).toEqual([]);
    expect(made.subscription).toMatchObject({ url: HOOK, events: ['ORDER_PAID', 'STOCK_CHANGED'] });
    expect(made.subscription.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(await storedSubscriptions()).toEqual([`${DEMO_WEBSITE.id} ${made.subscription.id}`]);

    // The owner sees the key's subscription in /admin's list, and the key sees the same list.
    const owner = await signedInClient(app.url);
    const ownersList = (await owner.graphql(LIST, { w: DEMO_WEBSITE.id })).json.data.webhookSubscriptions;
    expect(ownersList).toEqual([{ id: made.subscription.id, url: HOOK, events: ['ORDER_PAID', 'STOCK_CHANGED'] }]);
    expect((await partner(LIST, { w: DEMO_WEBSITE.id })).json.data.webhookSubscriptions).toEqual(ownersList);
    expect((await partner(DELIVERIES, { w: DEMO_WEBSITE.id })).json.data.webhookDeliveries).toEqual([]);

    // Refused input is refused as for the owner, and stores nothing.
    const refused = (await partner(SUBSCRIBE, { input: { url: 'http://10.0.0.8/hook', events: ['ORDER_PAID'] } })).json
      .data.createWebhookSubscription;
    expect(refused.subscription).toBeNull();
    expect(refused.userErrors.map((error: { code: string }) => error.code)).toEqual(['URL_NOT_PUBLIC']);

    expect((await partner(REMOVE, { id: made.subscription.id })).json.data.deleteWebhookSubscription).toEqual({
      deletedId: made.subscription.id,
      userErrors: [],
    });
    expect(await storedSubscriptions()).toEqual([]);
  });

  it('a key without WEBHOOKS is refused with API_KEY_SCOPE, and nothing is stored or removed', async () => {
    const owner = await signedInClient(app.url);
    const kept = (await owner.graphql(SUBSCRIBE, { input: { url: HOOK, events: ['ORDER_CREATED'] } })).json.data
      .createWebhookSubscription.subscription;
    const before = await storedSubscriptions();
    const partner = await keyWith(['CATALOG_READ', 'ORDERS_READ', 'ORDERS_WRITE']);
    const cases: [string, Record<string, unknown>, string][] = [
      [LIST, { w: DEMO_WEBSITE.id }, 'Query.webhookSubscriptions'],
      [DELIVERIES, { w: DEMO_WEBSITE.id }, 'Query.webhookDeliveries'],
      [SUBSCRIBE, { input: { url: HOOK, events: ['ORDER_PAID'] } }, 'Mutation.createWebhookSubscription'],
      [REMOVE, { id: kept.id }, 'Mutation.deleteWebhookSubscription'],
      [`mutation { redeliverWebhook(deliveryId: "whdl_x") { userErrors { code } } }`, {}, 'Mutation.redeliverWebhook'],
    ];
    for (const [query, variables, field] of cases) {
      const answer = await partner(query, variables);
      expect(answer.status).toBe(403);
      expect(answer.json.errors).toEqual([
        {
          message: `This API key's scopes do not include WEBHOOKS, which ${field} needs.`,
          extensions: { code: 'API_KEY_SCOPE', requiredScope: 'WEBHOOKS', field },
        },
      ]);
      expect(answer.json.data).toBeUndefined();
    }
    expect(await storedSubscriptions()).toEqual(before);
    await owner.graphql(REMOVE, { id: kept.id });
  });

  it('never shows nor removes another site’s subscription', async () => {
    const kilnOwner = await signedInClient(kilnUrl());
    const theirs = (await kilnOwner.graphql(SUBSCRIBE, { input: { url: HOOK, events: ['FORM_SUBMITTED'] } })).json.data
      .createWebhookSubscription;
    expect(theirs.userErrors).toEqual([]);
    const partner = await keyWith(['WEBHOOKS']);
    const mine = (await partner(SUBSCRIBE, { input: { url: HOOK, events: ['ORDER_PAID'] } })).json.data
      .createWebhookSubscription.subscription;

    expect((await partner(LIST, { w: KILN_WEBSITE.id })).json.data.webhookSubscriptions).toEqual([]);
    expect((await partner(DELIVERIES, { w: KILN_WEBSITE.id })).json.data.webhookDeliveries).toEqual([]);
    const ownList = (await partner(LIST, { w: DEMO_WEBSITE.id })).json.data.webhookSubscriptions;
    expect(ownList.map((subscription: { id: string }) => subscription.id)).toEqual([mine.id]);
    expect((await partner(REMOVE, { id: theirs.subscription.id })).json.data.deleteWebhookSubscription).toEqual({
      deletedId: null,
      userErrors: [{ field: ['id'], message: 'This site has no such webhook.', code: 'NOT_FOUND' }],
    });
    expect(await storedSubscriptions()).toEqual(
      [`${DEMO_WEBSITE.id} ${mine.id}`, `${KILN_WEBSITE.id} ${theirs.subscription.id}`].sort((a, b) =>
        a.split(' ')[1]!.localeCompare(b.split(' ')[1]!),
      ),
    );
    // Sent to the other site's address, the key is refused before anything runs.
    const onKiln = await new HttpClient(kilnUrl()).graphql(
      LIST,
      { w: KILN_WEBSITE.id },
      { authorization: partner.authorization },
    );
    expect(onKiln.status).toBe(403);
    expect(onKiln.json.errors?.[0]?.extensions.code).toBe('API_KEY_WRONG_SITE');
  });
});
