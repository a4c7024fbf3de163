import { performance } from 'node:perf_hooks';
import { buildSchema, parse, type OperationDefinitionNode } from 'graphql';
import { openCostBuckets, readSchemaFile, siteCache, type SiteChangeFeed } from '@atelier/platform';
import { API_KEY_SCOPE_NAMES } from '@atelier/partners';
import { createApiKeyDirectory } from '../../gateway/src/partners/api-key-directory.ts';
import { queryCost } from '../../gateway/src/partners/query-cost.ts';
import { cachedFirstFieldOutOfScope, firstFieldOutOfScope } from '../../gateway/src/partners/scope-check.ts';
import { HttpClient } from '../support/http-client.ts';
import { signedInClient } from '../support/sign-in.ts';

const RUNS = 20_000;
/** A partner's usual read: a page of products with their variants' stock, with variables. */
const QUERY = `query Sync($first: Int!, $after: String) {
  products(first: $first, after: $after) {
    edges { cursor node { id title variants { id sku qtyInStock unlimited priceMoney { value currency } } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

function perCall(name: string, fn: () => unknown): void {
  for (let i = 0; i < 1_000; i++) fn(); // warm-up
  const started = performance.now();
  for (let i = 0; i < RUNS; i++) fn();
  const us = ((performance.now() - started) * 1000) / RUNS;
  console.log(`${name.padEnd(56)} ${us.toFixed(2).padStart(8)} µs per request`);
}

async function latency(client: HttpClient, headers: Record<string, string>, runs: number): Promise<number> {
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const answer = await client.graphql(`{ site { id title } }`, undefined, headers);
    if (answer.status !== 200) throw new Error(`the bench's query answered ${answer.status}: ${answer.text}`);
    timings.push(performance.now() - t);
  }
  timings.sort((a, b) => a - b);
  return timings[Math.floor(timings.length / 2)]!;
}

/**
 * What an API key adds to a request: computing the query's cost and checking its scopes (each in
 * this process, per call, against the API schema), finding the key in the process's cache, and, end
 * to end, the median latency of one small query with a key (the cache and the shared bucket's one
 * round trip included) against the same query without one. `npm run bench -- keys`.
 */
export async function benchPartnerKeys(base: string, databaseUrl: string): Promise<void> {
  console.log('\nAPI keys: what a key costs a request');
  const schema = buildSchema(readSchemaFile('api.graphql'));
  const document = parse(QUERY);
  const operation = document.definitions[0] as OperationDefinitionNode;
  const variables = { first: 50 };
  perCall(`query cost (${queryCost(schema, document, operation, variables)} points)`, () =>
    queryCost(schema, document, operation, variables),
  );
  perCall('scope check, a new query', () => firstFieldOutOfScope(schema, document, API_KEY_SCOPE_NAMES));
  perCall('scope check, a query seen before', () => cachedFirstFieldOutOfScope(schema, document, API_KEY_SCOPE_NAMES));
  const feed: SiteChangeFeed = { live: true, onChange: () => () => {}, stop: async () => {} };
  const keys = createApiKeyDirectory(
    async () => ({ id: 'key_bench', websiteId: 'site_demo', scopes: ['CATALOG_READ'] }),
    siteCache(feed, ['keys']),
  );
  const secret = `atk_${'b'.repeat(43)}`;
  await keys.keyFor(secret);
  const started = performance.now();
  for (let i = 0; i < RUNS; i++) await keys.keyFor(secret);
  console.log(
    `${"key check (hash + this process's cache)".padEnd(56)} ${(((performance.now() - started) * 1000) / RUNS).toFixed(2).padStart(8)} µs per request`,
  );

  const buckets = openCostBuckets({ databaseUrl, schema: 'partners', rule: { capacity: 1e9, restorePerSecond: 1 } });
  const timings: number[] = [];
  for (let i = 0; i < 500; i++) {
    const t = performance.now();
    await buckets.take('bench', 1);
    timings.push(performance.now() - t);
  }
  await buckets.close();
  timings.sort((a, b) => a - b);
  console.log(
    `${'bucket take (PostgreSQL, one statement), median'.padEnd(56)} ${timings[250]!.toFixed(2).padStart(8)} ms`,
  );

  const owner = await signedInClient(base);
  const { json } = await owner.graphql(
    `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret userErrors { code } } }`,
    { input: { name: 'Bench', scopes: ['CATALOG_READ'] } },
  );
  const withKey = { authorization: `Bearer ${json.data.createApiKey.secret as string}` };
  const partner = new HttpClient(base);
  const visitor = new HttpClient(base);
  await latency(partner, withKey, 50); // warm-up
  await latency(visitor, {}, 50);
  // 300 queries of 1 point: well inside the bucket.
  const keyed = await latency(partner, withKey, 300);
  const plain = await latency(visitor, {}, 300);
  console.log(`${'{ site { id title } }: median without a key'.padEnd(56)} ${plain.toFixed(2).padStart(8)} ms`);
  console.log(`${'{ site { id title } }: median with a key'.padEnd(56)} ${keyed.toFixed(2).padStart(8)} ms`);
  console.log(
    `${"a key's cost per request (check, scopes, cost, bucket)".padEnd(56)} ${(keyed - plain).toFixed(2).padStart(8)} ms`,
  );
}
