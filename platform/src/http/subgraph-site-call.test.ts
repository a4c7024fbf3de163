import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderMap } from '@apollo/server';
import { INTERNAL_HEADERS } from './internal-headers.ts';
import { runWithRequestId } from './request-context.ts';
import { callSubgraphAsSite } from './subgraph-site-call.ts';
import type { InProcessAnswer, InProcessRequest } from './subgraph-service.ts';

/** The call against a plain HTTP peer standing for a subgraph: what it sends, and how it reads each answer. */
let server: http.Server | undefined;
afterEach(() => server?.close());

async function peer(handler: http.RequestListener): Promise<string> {
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}/graphql`;
}

const call = (url: string) => callSubgraphAsSite<{ ok: boolean }>({ url, siteId: 'site_kiln', query: '{ ok }' });

describe('callSubgraphAsSite', () => {
  it('sends the headers the gateway sends for a site’s signed call, and the request’s id', async () => {
    let headers: http.IncomingHttpHeaders = {};
    let body = '';
    const url = await peer((req, res) => {
      headers = req.headers;
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"ok":true}}'));
    });
    const answer = await new Promise((resolve) => runWithRequestId('req-1', () => resolve(call(url))));
    expect(answer).toEqual({ status: 'data', data: { ok: true } });
    expect(headers[INTERNAL_HEADERS.siteId]).toBe('site_kiln');
    expect(headers[INTERNAL_HEADERS.siteCall]).toBe('1');
    expect(headers[INTERNAL_HEADERS.requestId]).toBe('req-1');
    expect(JSON.parse(body)).toEqual({ query: '{ ok }', variables: {} });
  });

  it('reads a 503 and an unreachable subgraph as unavailable', async () => {
    const url = await peer((_req, res) => res.writeHead(503, { 'content-type': 'text/plain' }).end('starting'));
    expect(await call(url)).toEqual({ status: 'unavailable', reason: 'subgraph answered 503' });
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    expect((await call(url)).status).toBe('unavailable');
  });

  it('throws on errors or an answer that is not JSON', async () => {
    const errors = await peer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"errors":[{"message":"boom"}]}'),
    );
    await expect(call(errors)).rejects.toThrow(/boom/);
    server!.close();
    const html = await peer((_req, res) => res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>oops</h1>'));
    await expect(call(html)).rejects.toThrow(/HTTP 500/);
  });

  it('asks a query once more when its connection is reset after it went out, never a mutation', async () => {
    let arrivals = 0;
    const url = await peer((req, res) => {
      arrivals++;
      req.resume();
      // The first question of each pair is read, then its connection reset, as a subgraph that let it go would.
      if (arrivals % 2 === 1) req.socket.resetAndDestroy();
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"ok":true}}');
    });
    expect(await call(url)).toEqual({ status: 'data', data: { ok: true } });
    expect(arrivals).toBe(2);
    const written = await callSubgraphAsSite<{ ok: boolean }>({
      url,
      siteId: 'site_kiln',
      query: 'mutation { ok }',
      mutation: true,
    });
    expect(written.status).toBe('unavailable');
    expect(arrivals).toBe(3);
  });
});

describe('callSubgraphAsSite to a subgraph of this process', () => {
  /** An in-process entry standing for a subgraph: what it is handed, and the answer it gives. */
  function entry(answer: Omit<InProcessAnswer, 'headers'>) {
    const seen: InProcessRequest[] = [];
    const serve = async (request: InProcessRequest): Promise<InProcessAnswer> => {
      seen.push(request);
      return { ...answer, headers: new HeaderMap() };
    };
    const ask = () =>
      callSubgraphAsSite<{ ok: boolean }>({
        url: 'http://127.0.0.1:1/graphql', // never dialled: the entry answers
        serve,
        siteId: 'site_kiln',
        query: 'query Ok($id: ID) { ok(id: $id) }',
        variables: { id: 'a' },
      });
    return { seen, ask };
  }

  it('hands its entry the headers and operation it would send over HTTP', async () => {
    const { seen, ask } = entry({ status: 200, result: { data: { ok: true } } });
    const answer = await new Promise((resolve) => runWithRequestId('req-2', () => resolve(ask())));
    expect(answer).toEqual({ status: 'data', data: { ok: true } });
    const [request] = seen;
    expect(request!.headers.get(INTERNAL_HEADERS.siteId)).toBe('site_kiln');
    expect(request!.headers.get(INTERNAL_HEADERS.siteCall)).toBe('1');
    expect(request!.headers.get(INTERNAL_HEADERS.clientAddress)).toBe('product');
    expect(request!.headers.get(INTERNAL_HEADERS.requestId)).toBe('req-2');
    expect(request!.body).toEqual({ query: 'query Ok($id: ID) { ok(id: $id) }', variables: { id: 'a' } });
  });

  it('reads its answers as their HTTP twins: 503 unavailable, errors and a 400 thrown', async () => {
    expect(await entry({ status: 503, result: {} }).ask()).toEqual({
      status: 'unavailable',
      reason: 'subgraph answered 503',
    });
    await expect(entry({ status: 200, result: { errors: [{ message: 'boom' }] } }).ask()).rejects.toThrow(/boom/);
    await expect(entry({ status: 400, result: { errors: [{ message: 'bad' }] } }).ask()).rejects.toThrow(
      /\(400\): bad/,
    );
    await expect(entry({ status: 200, result: {} }).ask()).rejects.toThrow(/no data/);
  });
});
