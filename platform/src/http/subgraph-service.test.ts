import { HeaderMap } from '@apollo/server';
import { GraphQLError, parse } from 'graphql';
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
      type Query { told: Told!, broken: String, refused: String, greeting(name: String!): String! }
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
        refused: () => {
          throw new GraphQLError('Not yours.', { extensions: { code: 'FORBIDDEN' } });
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

/**
 * One request both ways: over the subgraph's HTTP route, and through its in-process entry. Each way
 * is asked twice and must answer alike both times: a text seen again runs compiled.
 */
async function bothWays(service: RunningService, body: InProcessRequest['body']) {
  const once = await oneRequestBothWays(service, body);
  expect(await oneRequestBothWays(service, body)).toEqual(once);
  return once;
}

async function oneRequestBothWays(service: RunningService, body: InProcessRequest['body']) {
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

  it('hands a client error alike, with its code and message', async () => {
    const service = await echoSubgraph();
    const { http, inProcess } = await bothWays(service, { query: 'query Refused { refused greeting(name: "Ada") }' });
    expect(http).toEqual({
      status: 200,
      cookie: null,
      result: {
        data: { refused: null, greeting: 'Hello, Ada' },
        errors: [
          {
            message: 'Not yours.',
            locations: [{ line: 1, column: 17 }],
            path: ['refused'],
            extensions: { code: 'FORBIDDEN' },
          },
        ],
      },
    });
    expect(inProcess).toEqual(http);
  });

  it('refuses bad variables and an unknown operation name alike', async () => {
    const service = await echoSubgraph();
    const query = 'query Greet($name: String!) { greeting(name: $name) } query Told { told { siteId } }';
    const badVariable = await bothWays(service, { query, operationName: 'Greet', variables: { name: 7 } });
    expect(badVariable.http.status).toBe(400);
    expect(badVariable.http.result.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(badVariable.inProcess).toEqual(badVariable.http);
    const unknown = await bothWays(service, { query, operationName: 'Nobody' });
    expect(unknown.http.status).toBe(400);
    expect(unknown.inProcess).toEqual(unknown.http);
    const unnamed = await bothWays(service, { query });
    expect(unnamed.http.status).toBe(400);
    expect(unnamed.inProcess).toEqual(unnamed.http);
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
