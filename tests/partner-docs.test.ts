import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_KEY_SCOPE_NAMES } from '@atelier/partners';
import { DEMO_PRODUCTS, DEMO_WEBSITE } from '@atelier/demo-site';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

/** docs/partners.md's examples, run as a partner would: with a key of every scope, on the demo store. */
const app = useTestPlatform();
const page = readFileSync(new URL('../docs/partners.md', import.meta.url), 'utf8');
const examples = new Map(
  [...page.matchAll(/```graphql example\n([\s\S]*?)```/g)].map((match) => [
    /^(?:query|mutation) (\w+)/m.exec(match[1]!)![1]!,
    match[1]!,
  ]),
);

/** The REST section's example request and the answer's headers it shows. */
const restExample = /```http rest-example\n(\w+) (\S+) HTTP\/1\.1\n[\s\S]*?```\s*```http\n([\s\S]*?)\n\n/.exec(page)!;
const restAnswerHeaders = Object.fromEntries(
  [...restExample[3]!.matchAll(/^(X-Atelier-[\w-]+): (.+)$/gm)].map((m) => [m[1]!.toLowerCase(), m[2]!]),
);
/** The REST section's table: each path a key may use and the scopes it lists for it. */
const restRows = [...page.matchAll(/^\| `(GET|POST) (\/api\/\S+)` \| ([^|]+) \|/gm)].map((m) => ({
  method: m[1]!,
  path: m[2]!,
  scopes: [...m[3]!.matchAll(/`(\w+)`/g)].map((scope) => scope[1]!),
}));

async function makeKey(scopes: readonly string[]) {
  const owner = await signedInClient(app.url);
  const { json } = await owner.graphql(
    `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { apiKey { id } secret } }`,
    { input: { name: 'Docs', scopes } },
  );
  return json.data.createApiKey as { apiKey: { id: string }; secret: string };
}

async function partner() {
  const { apiKey, secret } = await makeKey(API_KEY_SCOPE_NAMES);
  const client = new HttpClient(app.url);
  const run = (name: string, variables?: Record<string, unknown>) =>
    client.graphql(examples.get(name)!, variables, { authorization: `Bearer ${secret}` });
  return { id: apiKey.id as string, run };
}

const costOf = (answer: { json: object }) =>
  (answer.json as { extensions: { cost: { requestedQueryCost: number } } }).extensions.cost;

describe('the partner documentation', () => {
  it('has the examples this file runs', () => {
    expect([...examples.keys()]).toEqual(['WhoAmI', 'SetStockTwice', 'FirstProducts']);
    expect(restExample).not.toBeNull();
  });

  it('authenticates: the key reads what it is', async () => {
    const { id, run } = await partner();
    const answer = await run('WhoAmI');
    expect(answer.json.data.apiKey).toEqual({ id, websiteId: DEMO_WEBSITE.id, scopes: API_KEY_SCOPE_NAMES });
    expect(costOf(answer).requestedQueryCost).toBe(1);
  });

  it('errors: a refused mutation answers 200 with userErrors and stores nothing', async () => {
    const { run } = await partner();
    const variantId = DEMO_PRODUCTS[0]!.variants[0]!.id;
    const answer = await run('SetStockTwice', { variantId });
    expect(answer.status).toBe(200);
    expect(answer.json.errors).toBeUndefined();
    expect(answer.json.data.setStock.variants).toEqual([]);
    expect(answer.json.data.setStock.userErrors.map((e: { code: string }) => e.code)).toEqual(['VARIANT_REPEATED']);
  });

  it('pagination and limits: a page of ten with its cursor, and what it cost', async () => {
    const { run } = await partner();
    const answer = await run('FirstProducts');
    const { edges, pageInfo } = answer.json.data.products;
    expect(edges).toHaveLength(10);
    expect(pageInfo.endCursor).toBe(edges[9].cursor);
    expect(pageInfo.hasNextPage).toBe(true);
    // 2 for the page, and per item: edges, node and pageInfo, an object each.
    expect(costOf(answer)).toEqual({
      requestedQueryCost: 32,
      throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 968, restoreRate: 50 },
    });
  });

  it('REST paths: the example answers the groups the owner sees, with the documented cost headers', async () => {
    const { secret } = await makeKey(API_KEY_SCOPE_NAMES);
    const [, method, path] = restExample;
    const answer = await new HttpClient(app.url).request(method!, path!, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(restAnswerHeaders)).toHaveLength(4);
    for (const [name, value] of Object.entries(restAnswerHeaders)) expect(answer.headers.get(name), name).toBe(value);
    const owner = await signedInClient(app.url);
    await owner.openPage('/shop');
    const owners = await owner.api(method!, path!);
    expect(answer.json).toEqual(owners.json);
    expect(answer.json.signUpGroups.length).toBeGreaterThan(0);
  });

  it('REST paths: each path of the table needs each scope it lists, and takes a key with them', async () => {
    expect(restRows.map((row) => `${row.method} ${row.path}`)).toEqual([
      'GET /api/site-users/account/notifications/restock/groups',
      'GET /api/site-users/account/notifications/restock',
      'POST /api/site-users/account/notifications/restock/send',
      'POST /api/site-users/account/notifications/restock/send/all',
    ]);
    // The demo's sold-out apron, which visitors wait for.
    const [apron] = await app.db.query<{ product_id: string; id: string }>(
      `select product_id, id from catalog.variant where id = 'var_apron_m_olive'`,
    );
    const target = { productId: apron!.product_id, variantId: apron!.id };
    const requestOf = (row: (typeof restRows)[number]) =>
      row.method === 'GET'
        ? { path: row.path.endsWith('/restock') ? `${row.path}?${new URLSearchParams(target)}` : row.path }
        : { path: row.path, body: row.path.endsWith('/all') ? { sendRequests: [target] } : target };
    const statuses: string[] = [];
    for (const row of restRows) {
      const { path, body } = requestOf(row) as { path: string; body?: unknown };
      for (const missing of row.scopes) {
        const { secret } = await makeKey(API_KEY_SCOPE_NAMES.filter((scope) => scope !== missing));
        const refused = await new HttpClient(app.url).request(row.method, path, {
          body,
          headers: { authorization: `Bearer ${secret}` },
        });
        expect([refused.status, refused.json.code, refused.json.requiredScope], path).toEqual([
          403,
          'API_KEY_SCOPE',
          missing,
        ]);
      }
      const { secret } = await makeKey(row.scopes);
      const taken = await new HttpClient(app.url).request(row.method, path, {
        body,
        headers: { authorization: `Bearer ${secret}` },
      });
      statuses.push(`${row.method} ${row.path.split('/').at(-1)} ${taken.status} ${taken.json.code ?? ''}`.trim());
    }
    // With its scopes the send runs and the restock service refuses it: the apron is still sold out.
    expect(statuses).toEqual([
      'GET groups 200',
      'GET restock 200',
      'POST send 409 OUT_OF_STOCK',
      'POST all 409 OUT_OF_STOCK',
    ]);
  });
});
