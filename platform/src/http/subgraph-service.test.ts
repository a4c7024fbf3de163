import { HeaderMap } from '@apollo/server';
import { parse } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { INTERNAL_HEADERS } from './internal-headers.ts';
import { currentRequestId } from './request-context.ts';
import { startSubgraphService, type InProcessRequest, type RunningService } from './subgraph-service.ts';

const services: RunningService[] = [];
afterEach(async () => {
  for (const service of services.splice(0)) await service.stop();
});

/** A subgraph whose answers show what its context was told; one field fails, one asks for a cookie. */
async function echoSubgraph() {
  const service = await startSubgraphService({
    name: 'echo',
    typeDefs: parse(`
      type Told { siteId: String, cartToken: String, clientAddress: String!, siteCall: Boolean!, requestId: String }
      type Query { told: Told!, broken: String, greeting(name: String!): String! }
      type Mutation { remember: Boolean! }
    `),
    resolvers: {
      Query: {
        told: (_: unknown, __: unknown, context: Record<string, unknown>) => ({
          ...context,
          requestId: currentRequestId(),
        }),
        broken: () => {
          throw new Error('the database is gone');
        },
        greeting: (_: unknown, { name }: { name: string }) => `Hello, ${name}`,
      },
      Mutation: {
        remember: (_: unknown, __: unknown, context: { setCookie(c: unknown): void }) => {
          context.setCookie({ name: 'atelier-cart', value: 'b'.repeat(43), maxAgeSeconds: 60 });
          return true;
        },
      },
    },
    context: async (request) => ({ ...request }),
  });
  services.push(service);
  return service;
}

const HEADERS = {
  'content-type': 'application/json',
  [INTERNAL_HEADERS.siteId]: 'site_demo',
  [INTERNAL_HEADERS.cartToken]: 'a'.repeat(43),
  [INTERNAL_HEADERS.clientAddress]: '203.0.113.7',
  [INTERNAL_HEADERS.requestId]: 'gateway-request-0001',
};

/** One request both ways: over the subgraph's HTTP route, and through its in-process entry. */
async function bothWays(service: RunningService, body: InProcessRequest['body']) {
  const http = await fetch(service.url, { method: 'POST', headers: HEADERS, body: JSON.stringify(body) });
  const inProcess = await service.serve({ headers: new HeaderMap(Object.entries(HEADERS)), body });
  return {
    http: { status: http.status, cookie: http.headers.get(INTERNAL_HEADERS.setCookie), result: await http.json() },
    inProcess: {
      status: inProcess.status,
      cookie: inProcess.headers.get(INTERNAL_HEADERS.setCookie) ?? null,
      result: JSON.parse(JSON.stringify(inProcess.result)),
    },
  };
}

describe('a subgraph asked in process answers as over HTTP', () => {
  it('reads the same internal headers into its context, under the same request id', async () => {
    const service = await echoSubgraph();
    const { http, inProcess } = await bothWays(service, {
      query:
        'query Told($name: String!) { told { siteId cartToken clientAddress siteCall requestId } greeting(name: $name) }',
      variables: { name: 'Ada' },
    });
    expect(http).toEqual({
      status: 200,
      cookie: null,
      result: {
        data: {
          told: {
            siteId: 'site_demo',
            cartToken: 'a'.repeat(43),
            clientAddress: '203.0.113.7',
            siteCall: false,
            requestId: 'gateway-request-0001',
          },
          greeting: 'Hello, Ada',
        },
      },
    });
    expect(inProcess).toEqual(http);
  });

  it('masks an unexpected error alike, with the request id to quote', async () => {
    const service = await echoSubgraph();
    const { http, inProcess } = await bothWays(service, { query: '{ broken }' });
    expect(http.result.errors).toEqual([
      {
        message: 'Internal server error',
        path: ['broken'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'gateway-request-0001' },
      },
    ]);
    expect(inProcess).toEqual(http);
  });

  it('refuses an invalid operation alike (400), and carries a cookie instruction alike', async () => {
    const service = await echoSubgraph();
    const invalid = await bothWays(service, { query: '{ nothing }' });
    expect(invalid.http.status).toBe(400);
    expect(invalid.inProcess).toEqual(invalid.http);
    const cookie = await bothWays(service, { query: 'mutation { remember }' });
    expect(JSON.parse(cookie.http.cookie!)).toEqual([
      { name: 'atelier-cart', value: 'b'.repeat(43), maxAgeSeconds: 60 },
    ]);
    expect(cookie.inProcess).toEqual(cookie.http);
  });
});
