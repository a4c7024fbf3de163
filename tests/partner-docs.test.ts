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

async function partner() {
  const owner = await signedInClient(app.url);
  const { json } = await owner.graphql(
    `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { apiKey { id } secret } }`,
    { input: { name: 'Docs', scopes: API_KEY_SCOPE_NAMES } },
  );
  const { apiKey, secret } = json.data.createApiKey;
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
});
