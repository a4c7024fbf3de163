import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayRuntime, type GatewayRuntime } from '@graphql-hive/gateway-runtime';
import { INTERNAL_HEADERS, EDGE_CALL_HEADER, findFreePort, loadServerSecret, signEdgeCall } from '@atelier/platform';
import { startPlatform, type Platform } from '@atelier/server';
import { hiveGatewayConfig } from '../gateway/hive/config.ts';
import { HttpClient } from './support/http-client.ts';
import type { Spawned } from './support/processes.ts';
import { startSubgraphProcesses } from './support/subgraph-processes.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

/**
 * The distributed setup for more than one machine: each subgraph a process of its own, Hive Gateway
 * planning and running the operations over them with the committed supergraph, and Atelier's edge
 * (site, cookies, limits, REST, pages) in front of it.
 */
let db: TestDatabase;
let secret: string;
let edge: Platform;
let hive: GatewayRuntime;
let hiveServer: http.Server;
let hiveUrl: string;
let operationsAtHive = 0;
const processes: Spawned[] = [];
let urls: Record<string, string> = {};

beforeAll(async () => {
  db = await createTestDatabase();
  const edgePort = await findFreePort();
  // The subgraphs' own calls (the cart reading offers) come to the edge, which checks their signature.
  urls = await startSubgraphProcesses(db.url, `http://127.0.0.1:${edgePort}/graphql`, processes);
  // The secret every process on the database shares (made by the first of them).
  secret = await loadServerSecret(db.url);
  const config = hiveGatewayConfig({ secret, subgraphUrls: urls });
  hive = createGatewayRuntime({ ...config, logging: 'error' });
  hiveServer = http.createServer((req, res) => {
    if (req.url?.startsWith('/graphql')) operationsAtHive++;
    void hive(req, res);
  });
  hiveServer.keepAliveTimeout = config.keepAliveTimeout;
  const hivePort = await findFreePort();
  await new Promise<void>((resolve) => hiveServer.listen(hivePort, '127.0.0.1', resolve));
  hiveUrl = `http://127.0.0.1:${hivePort}/graphql`;
  edge = await startPlatform({
    databaseUrl: db.url,
    port: edgePort,
    remoteSubgraphUrls: urls,
    federationUrl: hiveUrl,
    jobs: 'none',
  });
});

afterAll(async () => {
  await edge?.stop();
  if (hiveServer?.listening) {
    hiveServer.closeAllConnections();
    await new Promise((resolve) => hiveServer.close(resolve));
  }
  await hive?.dispose();
  await Promise.all(processes.map((p) => p.stop()));
  await db?.drop();
});

/** A GraphQL request straight to Hive Gateway, as a client that got past the edge would send it. */
async function askHive(query: string, headers: Record<string, string>) {
  const response = await fetch(hiveUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: any; errors?: unknown[] };
}

describe('Hive Gateway behind the edge', () => {
  it('is healthy, and the edge reports it with the subgraphs', async () => {
    expect((await fetch(new URL('/healthcheck', hiveUrl))).status).toBe(200);
    expect((await fetch(new URL('/readiness', hiveUrl))).status).toBe(200);
    // Each subgraph's health is asked within a bound: on a busy machine one may answer late once.
    const health = async () => {
      const response = await fetch(`${edge.url}/health`);
      return { status: response.status, body: await response.json() };
    };
    await expect.poll(async () => (await health()).status).toBe(200);
    expect((await health()).body.subgraphs).toMatchObject({ federation: 'ok', catalog: 'ok', commerce: 'ok' });
  });

  it('plans a query across subgraphs: the product from the catalog, its stock from commerce', async () => {
    const before = operationsAtHive;
    const client = new HttpClient(edge.url);
    const { status, json } = await client.graphql(
      `{ product(id: "prod_throw") { title variants { sku qtyInStock unlimited } } }`,
    );
    expect(status).toBe(200);
    expect(json.data.product).toEqual({
      title: 'Wool Throw',
      variants: [{ sku: 'THROW', qtyInStock: 2, unlimited: false }],
    });
    expect(operationsAtHive).toBeGreaterThan(before);
  });

  it('adds to the cart: the cookie comes back through the edge, and a cart made mid-operation is carried on', async () => {
    const client = new HttpClient(edge.url);
    const added = await client.graphql(
      `mutation {
        first: addToCart(input: { itemId: "prod_field_guide" }) { shoppingCart { id } userErrors { code } }
        second: addToCart(input: { itemId: "prod_field_guide", quantity: 2 }) {
          shoppingCart { id totalQuantity entries { product { title } } } userErrors { code }
        }
      }`,
    );
    expect(added.json.errors).toBeUndefined();
    const { first, second } = added.json.data;
    expect(first.userErrors).toEqual([]);
    // The second addition found the cart the first one made in the same operation.
    expect(second.shoppingCart).toMatchObject({ id: first.shoppingCart.id, totalQuantity: 3 });
    expect(second.shoppingCart.entries).toEqual([{ product: { title: 'The Maker’s Field Guide (PDF)' } }]);
    expect(client.cookies.get('atelier-cart')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const again = await client.graphql(`{ shoppingCart { id totalQuantity } }`);
    expect(again.json.data.shoppingCart).toEqual({ id: first.shoppingCart.id, totalQuantity: 3 });
  });

  it('adds through the REST layer, the cart reading the offer and the form back through the edge', async () => {
    const client = new HttpClient(edge.url);
    await client.openPage('/shop');
    const added = await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_throw',
      quantity: 1,
      additionalFields: { initials: 'AB', thread: 'Ivory' },
    });
    expect(added.status).toBe(200);
    expect(added.json.shoppingCart).toMatchObject({ totalQuantity: 1, subtotalCents: 11900 });
  });

  it('trusts no internal header a client sends, to the edge or to Hive Gateway itself', async () => {
    const owner = new HttpClient(edge.url);
    const made = await owner.graphql(
      `mutation { addToCart(input: { itemId: "prod_field_guide" }) { shoppingCart { id } } }`,
    );
    const cartId = made.json.data.addToCart.shoppingCart.id;
    const cartToken = owner.cookies.get('atelier-cart')!;
    const forged = {
      [INTERNAL_HEADERS.cartToken]: cartToken,
      [INTERNAL_HEADERS.siteId]: 'site_demo',
      [INTERNAL_HEADERS.siteCall]: '1',
    };
    const query = `{ shoppingCart { id } }`;

    const stranger = new HttpClient(edge.url);
    const atEdge = await stranger.graphql(query, undefined, { ...forged, [EDGE_CALL_HEADER]: 'forged' });
    expect(atEdge.json).toEqual({ data: { shoppingCart: null } });

    expect((await askHive(query, forged)).data).toEqual({ shoppingCart: null });
    expect(
      (await askHive(query, { ...forged, [EDGE_CALL_HEADER]: `${Math.floor(Date.now() / 1000)}.forged` })).data,
    ).toEqual({ shoppingCart: null });
    // A proof the edge made for other values does not cover these.
    const proofForOthers = signEdgeCall(secret, { [INTERNAL_HEADERS.siteId]: 'site_demo' });
    expect((await askHive(query, { ...forged, [EDGE_CALL_HEADER]: proofForOthers })).data).toEqual({
      shoppingCart: null,
    });
    // The same headers under the edge's proof reach the cart: the refusals above are the proof's doing.
    const signed = await askHive(query, { ...forged, [EDGE_CALL_HEADER]: signEdgeCall(secret, forged) });
    expect(signed.data).toEqual({ shoppingCart: { id: cartId } });
  });
});
