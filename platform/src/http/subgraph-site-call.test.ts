import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { INTERNAL_HEADERS } from './internal-headers.ts';
import { runWithRequestId } from './request-context.ts';
import { callSubgraphAsSite } from './subgraph-site-call.ts';

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
});
