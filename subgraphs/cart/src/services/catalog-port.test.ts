import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { gatewayCatalogPort } from './catalog-port.ts';

/** The port against an HTTP peer answering as a gateway does while it starts, or when it is gone. */
let server: http.Server | undefined;
afterEach(() => server?.close());

async function peer(status: number, contentType: string, body: string): Promise<string> {
  server = http.createServer((_req, res) => res.writeHead(status, { 'content-type': contentType }).end(body));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}/graphql`;
}

describe('gatewayCatalogPort', () => {
  it('reads a starting gateway’s plain-text 503 as unavailable, not as JSON', async () => {
    const port = gatewayCatalogPort(await peer(503, 'text/plain; charset=utf-8', 'Atelier is starting…'));
    expect(await port.findOffer('prod_mug', 'MUG-CREAM')).toEqual({ status: 'unavailable', reason: 'gateway answered 503' });
  });

  it('reads an unreachable gateway as unavailable', async () => {
    const url = await peer(200, 'application/json', '{}');
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    expect((await gatewayCatalogPort(url).findOffer('prod_mug', null)).status).toBe('unavailable');
  });

  it('throws on an answer that is neither data nor a known state', async () => {
    await expect(gatewayCatalogPort(await peer(500, 'text/html', '<h1>oops</h1>')).findOffer('x', null)).rejects.toThrow(/HTTP 500/);
    await expect(gatewayCatalogPort(await peer(200, 'application/json', '{"errors":[{"message":"boom"}]}')).findOffer('x', null)).rejects.toThrow(/boom/);
  });

  it('reads a missing item', async () => {
    const port = gatewayCatalogPort(await peer(200, 'application/json', '{"data":{"product":null,"variantOf":null}}'));
    expect(await port.findOffer('nope', null)).toEqual({ status: 'missing' });
  });
});
