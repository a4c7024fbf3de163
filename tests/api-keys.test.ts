import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS, DEMO_WEBSITE, KILN_WEBSITE } from '@atelier/demo-site';
import { findFreePort } from '@atelier/platform';
import { HttpClient } from './support/http-client.ts';
import { spawnBuiltServer, type Spawned } from './support/processes.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

/**
 * API keys, end to end on real PostgreSQL: the owner makes one, a partner's server uses it with
 * `Authorization: Bearer`, and the gateway holds it to its site, its scopes and its cost bucket.
 * The bucket is small here (100 points, 2 back a second), so that a query of 62 empties it.
 */
const BUCKET = { capacity: 100, restorePerSecond: 2 };
const app = useTestPlatform({ costBucket: BUCKET });

const CREATE = `mutation($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { apiKey { id name scopes secretStart lastUsedAt revokedAt } secret userErrors { field message code } }
}`;
const REVOKE = `mutation($id: ID!) { revokeApiKey(id: $id) { apiKey { id revokedAt } userErrors { field message code } } }`;
const PRODUCTS = `query($first: Int) { products(first: $first) { edges { node { id } } } }`;
const SET_STOCK = `mutation($input: [StockInput!]!) { setStock(input: $input) { variants { id qtyInStock } userErrors { code } } }`;

interface Made {
  id: string;
  secret: string;
}

async function makeKey(owner: HttpClient, scopes: string[], name = 'Stock sync'): Promise<Made> {
  const { json } = await owner.graphql(CREATE, { input: { name, scopes } });
  const payload = json.data.createApiKey;
  expect(payload.userErrors).toEqual([]);
  return { id: payload.apiKey.id, secret: payload.secret };
}

/** A partner's server: no cookies, only the key, on the product's bare address unless told another host. */
const asPartner = (secret: string, base = app.url) => {
  const client = new HttpClient(base);
  return (query: string, variables?: Record<string, unknown>) =>
    client.graphql(query, variables, { authorization: `Bearer ${secret}` });
};

interface CostExtension {
  requestedQueryCost: number;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
}
const costOf = (answer: { json: object }) => (answer.json as { extensions: { cost: CostExtension } }).extensions.cost;

let second: Spawned | undefined;
afterAll(async () => {
  await second?.stop();
});

describe('API keys', () => {
  it('are made by the owner, shown once, and stored only as a hash', async () => {
    const owner = await signedInClient(app.url);
    const { json } = await owner.graphql(CREATE, {
      input: { name: '  Warehouse ', scopes: ['CATALOG_READ', 'INVENTORY'] },
    });
    const { apiKey, secret, userErrors } = json.data.createApiKey;
    expect(userErrors).toEqual([]);
    expect(secret).toMatch(/^atk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      name: 'Warehouse',
      scopes: ['CATALOG_READ', 'INVENTORY'],
      secretStart: secret.slice(0, 10),
    });
    const rows = await app.db.query<Record<string, unknown>>(`select * from partners.api_key where id = $1`, [
      apiKey.id,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(rows[0])).not.toContain(secret.slice(4));
    // The list never shows a secret again.
    const listed = await owner.graphql(`{ site { apiKeys { id name secretStart } } }`);
    expect(listed.json.data.site.apiKeys[0]).toEqual({
      id: apiKey.id,
      name: 'Warehouse',
      secretStart: secret.slice(0, 10),
    });
  });

  it('refuse bad input and store nothing: a blank name, no scope, a visitor who is not the owner', async () => {
    const owner = await signedInClient(app.url);
    const before = await app.db.query(`select id from partners.api_key`);
    const refused = await owner.graphql(CREATE, { input: { name: ' ', scopes: [] } });
    expect(refused.json.data.createApiKey).toEqual({
      apiKey: null,
      secret: null,
      userErrors: [
        { field: ['input', 'name'], message: 'Give the key a name of 1 to 80 characters.', code: 'NAME_INVALID' },
        {
          field: ['input', 'scopes'],
          message: 'Choose at least one scope for the key, each once.',
          code: 'SCOPES_INVALID',
        },
      ],
    });
    const stranger = await new HttpClient(app.url).graphql(CREATE, { input: { name: 'x', scopes: ['FORMS'] } });
    expect(stranger.json.data.createApiKey.userErrors[0].code).toBe('NOT_SIGNED_IN');
    expect(await app.db.query(`select id from partners.api_key`)).toEqual(before);
  });

  it('are a plan feature: a plan without API access makes none', async () => {
    const owner = await signedInClient(`http://kiln.localhost:${app.platform.port}`);
    const plan = `billing.subscription set plan_id = $2 where website_id = $1 and product_type = 'website'`;
    const [billing] = await app.db.query<{ plan_id: string }>(
      `select plan_id from billing.subscription where website_id = $1 and product_type = 'website'`,
      [KILN_WEBSITE.id],
    );
    await app.db.query(`update ${plan}`, [KILN_WEBSITE.id, 'personal']);
    try {
      const { json } = await owner.graphql(CREATE, { input: { name: 'x', scopes: ['FORMS'] } });
      expect(json.data.createApiKey.userErrors).toEqual([
        {
          field: null,
          message: 'API access is not included in your plan. Upgrade to a plan that includes it to use it.',
          code: 'FEATURE_NOT_IN_PLAN',
        },
      ]);
    } finally {
      await app.db.query(`update ${plan}`, [KILN_WEBSITE.id, billing!.plan_id]);
    }
  });

  it('read and write within their scopes, acting for their site', async () => {
    const owner = await signedInClient(app.url);
    const key = await makeKey(owner, ['CATALOG_READ', 'INVENTORY']);
    const partner = asPartner(key.secret);

    const read = await partner(PRODUCTS, { first: 3 });
    expect(read.status).toBe(200);
    // The same page a visitor of the demo site reads: the key acts for its own site.
    const visitor = await new HttpClient(app.url).graphql(PRODUCTS, { first: 3 });
    const ids = (answer: typeof read) =>
      answer.json.data.products.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(ids(read)).toHaveLength(3);
    expect(ids(read)).toEqual(ids(visitor));
    expect(costOf(read)).toEqual({
      requestedQueryCost: 2 + 3 * 2,
      throttleStatus: { maximumAvailable: 100, currentlyAvailable: 100 - 8, restoreRate: 2 },
    });

    const variantId = DEMO_PRODUCTS[0]!.variants[0]!.id;
    const wrote = await partner(SET_STOCK, { input: [{ variantId, qtyInStock: 41 }] });
    expect(wrote.json.data.setStock).toEqual({ variants: [{ id: variantId, qtyInStock: 41 }], userErrors: [] });
    const [stock] = await app.db.query<{ qty: number }>(
      `select qty_in_stock as qty from cart.stock_level where variant_id = $1`,
      [variantId],
    );
    expect(stock!.qty).toBe(41);

    // What the key is, as it may read it; and the owner sees when it was last used.
    const self = await partner(`{ apiKey { id websiteId scopes } }`);
    expect(self.json.data.apiKey).toEqual({
      id: key.id,
      websiteId: DEMO_WEBSITE.id,
      scopes: ['CATALOG_READ', 'INVENTORY'],
    });
    const listed = await owner.graphql(`{ site { apiKeys { id lastUsedAt } } }`);
    const mine = listed.json.data.site.apiKeys.find((k: { id: string }) => k.id === key.id);
    expect(Date.parse(mine.lastUsedAt)).toBeGreaterThan(Date.now() - 5 * 60_000);
  });

  it('are refused outside their scopes with a typed error, and nothing runs', async () => {
    const owner = await signedInClient(app.url);
    const key = await makeKey(owner, ['CATALOG_READ']);
    const partner = asPartner(key.secret);
    const variantId = DEMO_PRODUCTS[0]!.variants[0]!.id;
    const [before] = await app.db.query<{ qty: number }>(
      `select qty_in_stock as qty from cart.stock_level where variant_id = $1`,
      [variantId],
    );

    const write = await partner(SET_STOCK, { input: [{ variantId, qtyInStock: 7 }] });
    expect(write.status).toBe(403);
    expect(write.json.errors).toEqual([
      {
        message: "This API key's scopes do not include INVENTORY, which Mutation.setStock needs.",
        extensions: { code: 'API_KEY_SCOPE', requiredScope: 'INVENTORY', field: 'Mutation.setStock' },
      },
    ]);
    const [after] = await app.db.query<{ qty: number }>(
      `select qty_in_stock as qty from cart.stock_level where variant_id = $1`,
      [variantId],
    );
    expect(after).toEqual(before);

    const orders = await partner(`{ site { title orders(first: 5) { orders { id } } } }`);
    expect(orders.status).toBe(403);
    expect(orders.json.errors?.[0].extensions).toEqual({
      code: 'API_KEY_SCOPE',
      requiredScope: 'ORDERS_READ',
      field: 'Website.orders',
    });

    // The owner's own account and the keys themselves are no key's business, whatever its scopes.
    const me = await partner(`{ me { email } }`);
    expect(me.status).toBe(403);
    expect(me.json.errors?.[0]?.message).toBe(
      "No API key may use Query.me: it is for the site's owner in the dashboard.",
    );
    const keys = await partner(`{ site { apiKeys { id } } }`);
    expect(keys.json.errors?.[0]?.extensions.field).toBe('Website.apiKeys');
  });

  it('are refused on another site, malformed or unknown', async () => {
    const owner = await signedInClient(app.url);
    const key = await makeKey(owner, ['CATALOG_READ']);
    const onKiln = await asPartner(key.secret, `http://kiln.localhost:${app.platform.port}`)(PRODUCTS, { first: 1 });
    expect(onKiln.status).toBe(403);
    expect(onKiln.json.errors?.[0]?.extensions.code).toBe('API_KEY_WRONG_SITE');

    const malformed = await new HttpClient(app.url).graphql(PRODUCTS, {}, { authorization: 'Bearer not-a-key' });
    expect(malformed.status).toBe(401);
    expect(malformed.json.errors?.[0]?.extensions.code).toBe('API_KEY_INVALID');
    const rest = await new HttpClient(app.url).request('GET', '/api/commerce/shopping-cart', {
      headers: { authorization: `Bearer ${key.secret}` },
    });
    expect(rest.status).toBe(400);
    expect(rest.json).toMatchObject({ code: 'API_KEY_NOT_ACCEPTED' });
    const unknown = await asPartner(`atk_${'A'.repeat(43)}`)(PRODUCTS, { first: 1 });
    expect(unknown.status).toBe(401);
    expect(unknown.json.errors?.[0]?.extensions.code).toBe('API_KEY_INVALID');
  });

  it('refuse a query that costs more than the bucket holds, before it runs', async () => {
    const owner = await signedInClient(app.url);
    const partner = asPartner((await makeKey(owner, ['CATALOG_READ'])).secret);
    const huge = await partner(PRODUCTS, { first: 100 });
    expect(huge.status).toBe(400);
    expect(huge.json.errors?.[0]).toMatchObject({ extensions: { code: 'MAX_COST_EXCEEDED' } });
    expect(huge.json.errors?.[0]?.message).toBe(
      "This query costs 202, more than a key's bucket holds (100). Ask for smaller pages.",
    );
  });

  it('share one cost bucket and one revocation across two processes', async () => {
    const owner = await signedInClient(app.url);
    const key = await makeKey(owner, ['CATALOG_READ']);
    const port = await findFreePort();
    second = spawnBuiltServer({
      DATABASE_URL: app.db.url,
      PORT: String(port),
      ATELIER_SEED_DEMO: 'false',
      ATELIER_API_COST_BUCKET: `${BUCKET.capacity}/${BUCKET.restorePerSecond}`,
      // One process is the second process here: a cluster's second worker would only double its start.
      ATELIER_PROCESSES: '1',
      NODE_ENV: undefined,
    });
    await second.waitFor(/Atelier is running at/, 90_000);
    const viaFirst = asPartner(key.secret);
    const viaSecond = asPartner(key.secret, `http://127.0.0.1:${port}`);

    // 62 of 100: the first takes it, and the bucket cannot hold a second for the next 12 seconds.
    const spent = await viaFirst(PRODUCTS, { first: 30 });
    expect(spent.status).toBe(200);
    expect(costOf(spent).requestedQueryCost).toBe(62);
    const throttled = await viaSecond(PRODUCTS, { first: 30 });
    expect(throttled.status).toBe(429);
    const error = throttled.json.errors![0];
    expect(error.extensions.code).toBe('THROTTLED');
    expect(error.message).toMatch(
      /^Throttled: this query costs 62 and the key's bucket holds \d+\. Retry in \d+ seconds\.$/,
    );
    expect(throttled.headers.get('retry-after')).toBe(String(error.extensions.retryAfterSeconds));
    expect(costOf(throttled).throttleStatus.currentlyAvailable).toBeLessThan(62);

    // It refills at its fixed rate: after the wait it names, the query runs (in either process).
    await new Promise((resolve) => setTimeout(resolve, error.extensions.retryAfterSeconds * 1000 + 500));
    const refilled = await viaSecond(PRODUCTS, { first: 30 });
    expect(refilled.status).toBe(200);

    // The second process knows the key now; revoked in the first, it is refused in both at once.
    const revoked = await owner.graphql(REVOKE, { id: key.id });
    expect(revoked.json.errors).toBeUndefined();
    expect(revoked.json.data.revokeApiKey).toMatchObject({ apiKey: { id: key.id }, userErrors: [] });
    expect(Date.parse(revoked.json.data.revokeApiKey.apiKey.revokedAt)).toBeGreaterThan(Date.now() - 5 * 60_000);
    for (const partner of [viaSecond, viaFirst]) {
      const refused = await partner(`{ site { id } }`);
      expect(refused.status).toBe(401);
      expect(refused.json.errors?.[0]?.extensions.code).toBe('API_KEY_INVALID');
    }
    const again = await owner.graphql(REVOKE, { id: key.id });
    expect(again.json.data.revokeApiKey.userErrors).toEqual([
      { field: ['id'], message: 'This key was revoked already.', code: 'ALREADY_REVOKED' },
    ]);
    const unknown = await owner.graphql(REVOKE, { id: 'key_nothing' });
    expect(unknown.json.data.revokeApiKey.userErrors[0].code).toBe('NOT_FOUND');
  }, 180_000);
});
