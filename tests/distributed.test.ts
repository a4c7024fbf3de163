import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '@atelier/platform';
import { startPlatform, type Platform } from '@atelier/server';
import { SUBGRAPH_NAMES } from '../subgraphs.config.ts';
import { HttpClient } from './support/http-client.ts';
import type { Spawned } from './support/processes.ts';
import { startSubgraphProcesses } from './support/subgraph-processes.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

/** Each subgraph as a process of its own, reached by the gateway over real HTTP. */
let db: TestDatabase;
let gateway: Platform;
const processes: Spawned[] = [];
let urls: Record<string, string> = {};

beforeAll(async () => {
  // The run's demo copy: the processes find their schemas migrated and the demo seeded.
  db = await createTestDatabase();
  const gatewayPort = await findFreePort();
  urls = await startSubgraphProcesses(db.url, `http://127.0.0.1:${gatewayPort}/graphql`, processes);
  gateway = await startPlatform({ databaseUrl: db.url, port: gatewayPort, remoteSubgraphUrls: urls, jobs: 'none' });
});

afterAll(async () => {
  await gateway?.stop();
  await Promise.all(processes.map((p) => p.stop()));
  await db?.drop();
});

describe('distributed mode', () => {
  it('runs the subgraphs in their own processes, each healthy there and to the gateway', async () => {
    expect(processes.map((p) => p.child.exitCode)).toEqual(SUBGRAPH_NAMES.map(() => null));
    for (const url of Object.values(urls)) expect((await fetch(url.replace('/graphql', '/health'))).status).toBe(200);
    const response = await fetch(`http://127.0.0.1:${gateway.port}/health`);
    expect(response.status).toBe(200);
    expect((await response.json()).subgraphs).toEqual({
      accounts: 'ok',
      catalog: 'ok',
      commerce: 'ok',
      forms: 'ok',
      restock: 'ok',
      billing: 'ok',
      tracking: 'ok',
      webhooks: 'ok',
      partners: 'ok',
    });
  });

  it('answers a federated query across processes', async () => {
    const client = new HttpClient(`http://127.0.0.1:${gateway.port}`);
    const { json } = await client.graphql(
      `{ product(id: "prod_throw") { title variants { sku qtyInStock unlimited } } }`,
    );
    expect(json.data.product).toEqual({
      title: 'Wool Throw',
      variants: [{ sku: 'THROW', qtyInStock: 2, unlimited: false }],
    });
  });

  it('adds to a cart through the REST layer, the cart subgraph reading prices back through the gateway', async () => {
    const client = new HttpClient(`http://127.0.0.1:${gateway.port}`);
    await client.openPage('/shop');
    // The throw asks for its woven label: the cart reads the form through the gateway from the forms subgraph.
    const unanswered = await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_throw',
      quantity: 2,
    });
    expect([unanswered.status, unanswered.json.code]).toEqual([400, 'ADDITIONAL_FIELDS_REQUIRED']);
    const added = await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_throw',
      quantity: 2,
      additionalFields: { initials: 'AB', thread: 'Ivory' },
    });
    expect(added.status).toBe(200);
    expect(added.json.shoppingCart).toMatchObject({ totalQuantity: 2, subtotalCents: 2 * 11900 });
    const refused = await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_throw',
      quantity: 1,
    });
    expect(refused.status).toBe(409);
  });

  it('reports a stopped subgraph on /health', async () => {
    // Processes were started in the order of subgraphs.config.ts.
    const accounts = processes[SUBGRAPH_NAMES.indexOf('accounts')]!;
    await accounts.stop();
    const response = await fetch(`http://127.0.0.1:${gateway.port}/health`);
    expect(response.status).toBe(503);
    expect((await response.json()).subgraphs).toEqual({
      accounts: 'unreachable',
      catalog: 'ok',
      commerce: 'ok',
      forms: 'ok',
      restock: 'ok',
      billing: 'ok',
      tracking: 'ok',
      webhooks: 'ok',
      partners: 'ok',
    });
    // What accounts answers is gone with its process; what the catalog's process answers is not.
    const client = new HttpClient(`http://127.0.0.1:${gateway.port}`);
    const login = await client.graphql(
      `mutation { login(email: "owner@atelier.test", password: "atelier-demo") { owner { id } } }`,
    );
    expect(login.json.data?.login ?? null).toBeNull();
    expect(login.json.errors?.length).toBeGreaterThan(0);
    expect((await client.graphql(`{ product(id: "prod_throw") { title } }`)).json.data.product).toEqual({
      title: 'Wool Throw',
    });
  });
});
