import { beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPE_NAMES } from '@atelier/partners';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

/**
 * A partner's API key on the owner's REST paths, on real PostgreSQL: each path runs the GraphQL
 * operation the owner's session runs, so the key's site, scopes and cost bucket hold as on /graphql.
 * The bucket is small here (400 points, 2 back a second), so that two reads empty it.
 */
const BUCKET = { capacity: 400, restorePerSecond: 2 };
const app = useTestPlatform({ costBucket: BUCKET });

const BASE = '/api/site-users/account/notifications/restock';
const BOARD = { productId: '', variantId: 'var_board_l' };
const VASE = { productId: '', variantId: 'var_vase_white' };

const CREATE = `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { apiKey { id } secret userErrors { code } } }`;

async function makeKey(scopes: string[], base = app.url): Promise<{ id: string; secret: string }> {
  const owner = await signedInClient(base);
  const { json } = await owner.graphql(CREATE, { input: { name: 'Restock sync', scopes } });
  expect(json.data.createApiKey.userErrors).toEqual([]);
  return { id: json.data.createApiKey.apiKey.id, secret: json.data.createApiKey.secret };
}

/** A partner's server: no cookies and no crumb, only the key. */
const asKey = (secret: string) => {
  const client = new HttpClient(app.url);
  return (method: string, path: string, body?: unknown) =>
    client.request(method, path, { body, headers: { authorization: `Bearer ${secret}` } });
};

async function owner() {
  const client = await signedInClient(app.url);
  await client.openPage('/shop');
  return client;
}

const rows = (sql: string, params: unknown[] = []) => app.db.query(sql, params) as Promise<any[]>;
const signUpsOf = (variantId: string) =>
  rows(`select id, status from restock.sign_up where variant_id = $1 order by id`, [variantId]);

async function signUp(target: typeof BOARD, email: string) {
  const visitor = new HttpClient(app.url);
  await visitor.openPage('/shop');
  const answer = await visitor.api('POST', BASE, { ...target, siteVisitorEmail: email });
  expect([answer.status, answer.json]).toEqual([200, { signedUp: true }]);
}

async function setStock(variantId: string, qtyInStock: number) {
  const { json } = await (await owner()).graphql(
    `mutation($input: [StockInput!]!) { setStock(input: $input) { userErrors { code } } }`,
    { input: [{ variantId, qtyInStock }] },
  );
  expect(json.data.setStock.userErrors).toEqual([]);
}

const costHeaders = (answer: { headers: Headers }) => ({
  cost: answer.headers.get('x-atelier-cost'),
  remaining: answer.headers.get('x-atelier-cost-remaining'),
  limit: answer.headers.get('x-atelier-cost-limit'),
  restoreRate: answer.headers.get('x-atelier-cost-restore-rate'),
});

beforeAll(async () => {
  // Two sold-out demo variants, with their products' ids as stored.
  for (const target of [BOARD, VASE])
    target.productId = (
      await rows(`select product_id from catalog.variant where id = $1`, [target.variantId])
    )[0].product_id;
});

describe('an API key on the owner’s REST paths', () => {
  it('lists the groups and a variant’s sign-ups the owner sees, and sends, with what each cost', async () => {
    for (const email of ['k1@example.com', 'k2@example.com']) await signUp(BOARD, email);
    const key = await makeKey(['CATALOG_READ', 'RESTOCK']);
    const partner = asKey(key.secret);
    const site = await owner();

    const groups = await partner('GET', `${BASE}/groups?first=20`);
    expect(groups.status).toBe(200);
    const ownersGroups = await site.api('GET', `${BASE}/groups?first=20`);
    expect(ownersGroups.status).toBe(200);
    expect(groups.json).toEqual(ownersGroups.json);
    const variantIds = groups.json.signUpGroups.map((g: { variantId: string }) => g.variantId);
    expect(variantIds).toContain(BOARD.variantId);
    expect(groups.json.signUpGroups.find((g: { variantId: string }) => g.variantId === BOARD.variantId)).toMatchObject({
      productId: BOARD.productId,
      waitingCount: 2,
    });
    // The site 1, the page 2 and 20 groups of 4 objects each (the group, product, variant, attributes).
    expect(costHeaders(groups)).toEqual({ cost: '83', remaining: '317', limit: '400', restoreRate: '2' });
    expect(costHeaders(ownersGroups).cost).toBeNull();

    const list = await partner('GET', `${BASE}?productId=${BOARD.productId}&variantId=${BOARD.variantId}`);
    expect(list.status).toBe(200);
    const ownersList = await site.api('GET', `${BASE}?productId=${BOARD.productId}&variantId=${BOARD.variantId}`);
    expect(list.json).toEqual(ownersList.json);
    const stored = await signUpsOf(BOARD.variantId);
    expect(list.json.signUps.map((s: { id: string }) => s.id).sort()).toEqual(stored.map((r) => r.id));

    await setStock(BOARD.variantId, 4);
    try {
      const sent = await partner('POST', `${BASE}/send/all`, { sendRequests: [BOARD] });
      expect(sent.status).toBe(200);
      expect(sent.json).toEqual({ queued: 2, results: [{ ...BOARD, queued: 2 }] });
      expect(Number(costHeaders(sent).cost)).toBeGreaterThan(10);
      expect((await signUpsOf(BOARD.variantId)).map((r) => r.status)).toEqual(['queued', 'queued']);
      const after = await site.api('GET', `${BASE}/groups?first=20`);
      expect(after.json.signUpGroups.map((g: { variantId: string }) => g.variantId)).not.toContain(BOARD.variantId);
    } finally {
      await setStock(BOARD.variantId, 0);
    }
  });

  it('is refused without the scope, on another site, malformed or revoked, and stores nothing', async () => {
    await signUp(VASE, 'refused@example.com');
    const before = await signUpsOf(VASE.variantId);
    const send = { sendRequests: [VASE] };

    const catalogOnly = asKey((await makeKey(['CATALOG_READ'])).secret);
    const groups = await catalogOnly('GET', `${BASE}/groups`);
    expect([groups.status, groups.json]).toEqual([
      403,
      {
        error: "This API key's scopes do not include RESTOCK, which Website.restockSignUpGroups needs.",
        code: 'API_KEY_SCOPE',
        requiredScope: 'RESTOCK',
        field: 'Website.restockSignUpGroups',
      },
    ]);
    const sent = await catalogOnly('POST', `${BASE}/send`, VASE);
    expect([sent.status, sent.json.code, sent.json.requiredScope, sent.json.field]).toEqual([
      403,
      'API_KEY_SCOPE',
      'RESTOCK',
      'Mutation.sendRestockNotices',
    ]);
    // Reading the site needs CATALOG_READ, as every read does on /graphql.
    const restockOnly = asKey((await makeKey(['RESTOCK'])).secret);
    const list = await restockOnly('GET', `${BASE}?productId=${VASE.productId}&variantId=${VASE.variantId}`);
    expect([list.status, list.json.requiredScope, list.json.field]).toEqual([403, 'CATALOG_READ', 'Query.site']);

    const kilnKey = await makeKey(['CATALOG_READ', 'RESTOCK'], `http://kiln.localhost:${app.platform.port}`);
    const otherSite = await asKey(kilnKey.secret)('POST', `${BASE}/send/all`, send);
    expect([otherSite.status, otherSite.json.code]).toEqual([403, 'API_KEY_WRONG_SITE']);
    const malformed = await asKey('not-a-key')('POST', `${BASE}/send/all`, send);
    expect([malformed.status, malformed.json.code]).toEqual([401, 'API_KEY_INVALID']);

    const revokedKey = await makeKey(['CATALOG_READ', 'RESTOCK']);
    const revoked = asKey(revokedKey.secret);
    expect((await revoked('GET', `${BASE}/groups?first=1`)).status).toBe(200);
    const revoke = await (await owner()).graphql(
      `mutation($id: ID!) { revokeApiKey(id: $id) { userErrors { code } } }`,
      { id: revokedKey.id },
    );
    expect(revoke.json.data.revokeApiKey.userErrors).toEqual([]);
    const afterRevoke = await revoked('POST', `${BASE}/send/all`, send);
    expect([afterRevoke.status, afterRevoke.json.code]).toEqual([401, 'API_KEY_INVALID']);

    await setStock(VASE.variantId, 3);
    try {
      // Billing is no key's, whatever its scopes: refused on the field the path asks for.
      const everything = asKey((await makeKey(API_KEY_SCOPE_NAMES)).secret);
      const billing = await everything('GET', '/api/billing/subscriptions');
      expect([billing.status, billing.json.code, billing.json.requiredScope, billing.json.field]).toEqual([
        403,
        'API_KEY_SCOPE',
        'NEVER',
        'Query.billingSubscriptions',
      ]);
      // The storefront's paths keep refusing keys: a sign-up with one stores nothing.
      const cart = await everything('GET', '/api/commerce/shopping-cart');
      expect([cart.status, cart.json.code]).toEqual([400, 'API_KEY_NOT_ACCEPTED']);
      const visitorsSignUp = await everything('POST', BASE, { ...VASE, siteVisitorEmail: 'key@example.com' });
      expect([visitorsSignUp.status, visitorsSignUp.json.code]).toEqual([400, 'API_KEY_NOT_ACCEPTED']);
      expect(await signUpsOf(VASE.variantId)).toEqual(before);
    } finally {
      await setStock(VASE.variantId, 0);
    }
  });

  it('is throttled with 429 and Retry-After once its bucket is spent, and sends nothing', async () => {
    await signUp(VASE, 'throttled@example.com');
    const before = await signUpsOf(VASE.variantId);
    const partner = asKey((await makeKey(['CATALOG_READ', 'RESTOCK'])).secret);

    const tooBig = await partner('GET', `${BASE}/groups?first=500`);
    expect([tooBig.status, tooBig.json.code]).toEqual([400, 'MAX_COST_EXCEEDED']);
    // 1 + 2 + 99 × 4 = 399 of the bucket's 400.
    const spending = await partner('GET', `${BASE}/groups?first=99`);
    expect(spending.status).toBe(200);
    expect(costHeaders(spending)).toMatchObject({ cost: '399', remaining: '1' });

    await setStock(VASE.variantId, 3);
    try {
      const throttled = await partner('POST', `${BASE}/send/all`, { sendRequests: [VASE] });
      expect(throttled.status).toBe(429);
      expect(throttled.json).toMatchObject({ code: 'THROTTLED', retryAfterSeconds: expect.any(Number) });
      expect(throttled.json.retryAfterSeconds).toBeGreaterThan(0);
      expect(throttled.headers.get('retry-after')).toBe(String(throttled.json.retryAfterSeconds));
      expect(throttled.json.error).toMatch(/^Throttled: this query costs \d+ and the key's bucket holds \d+\./);
      expect(await signUpsOf(VASE.variantId)).toEqual(before);
    } finally {
      await setStock(VASE.variantId, 0);
    }
  });
});
