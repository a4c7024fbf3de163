import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { verifySiteCall } from '@atelier/platform';
import { gatewayCatalogPort } from './catalog-port.ts';

/** The port against an HTTP peer answering as a gateway does while it starts, or when it is gone. */
let server: http.Server | undefined;
afterEach(() => server?.close());

async function peer(status: number, contentType: string, body: string): Promise<string> {
  server = http.createServer((_req, res) => res.writeHead(status, { 'content-type': contentType }).end(body));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}/graphql`;
}

const SECRET = 's'.repeat(40);

describe('gatewayCatalogPort', () => {
  it('reads a starting gateway’s plain-text 503 as unavailable, not as JSON', async () => {
    const port = gatewayCatalogPort(await peer(503, 'text/plain; charset=utf-8', 'Atelier is starting…'), SECRET);
    expect(await port.findOffer('prod_mug', 'MUG-CREAM', { withForm: true }, 'site_demo')).toEqual({
      status: 'unavailable',
      reason: 'gateway answered 503',
    });
  });

  it('reads an unreachable gateway as unavailable', async () => {
    const url = await peer(200, 'application/json', '{}');
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    expect(
      (await gatewayCatalogPort(url, SECRET).findOffer('prod_mug', null, { withForm: true }, 'site_demo')).status,
    ).toBe('unavailable');
  });

  it('throws on an answer that is neither data nor a known state', async () => {
    await expect(
      gatewayCatalogPort(await peer(500, 'text/html', '<h1>oops</h1>'), SECRET).findOffer(
        'x',
        null,
        { withForm: true },
        'site_demo',
      ),
    ).rejects.toThrow(/HTTP 500/);
    await expect(
      gatewayCatalogPort(await peer(200, 'application/json', '{"errors":[{"message":"boom"}]}'), SECRET).findOffer(
        'x',
        null,
        { withForm: true },
        'site_demo',
      ),
    ).rejects.toThrow(/boom/);
  });

  it('finds nothing for a request of no site, without asking', async () => {
    expect(
      await gatewayCatalogPort('http://127.0.0.1:1/graphql', SECRET).findOffer(
        'prod_mug',
        null,
        { withForm: true },
        undefined,
      ),
    ).toEqual({ status: 'missing' });
  });

  it('says which site it asks for, signed', async () => {
    let header: string | undefined;
    server = http.createServer((req, res) => {
      header = req.headers['x-atelier-site-call'] as string;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"product":null,"variantOf":null}}');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    await gatewayCatalogPort(
      `http://127.0.0.1:${(server.address() as { port: number }).port}/graphql`,
      SECRET,
    ).findOffer('x', null, { withForm: true }, 'site_kiln');
    expect(verifySiteCall(SECRET, header)).toBe('site_kiln');
  });

  it('reads a missing item', async () => {
    const port = gatewayCatalogPort(
      await peer(200, 'application/json', '{"data":{"product":null,"variantOf":null}}'),
      SECRET,
    );
    expect(await port.findOffer('nope', null, { withForm: true }, 'site_demo')).toEqual({ status: 'missing' });
  });

  it('prices every variant of an order in one request, and only the site’s', async () => {
    const asked: { ids: string[] }[] = [];
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        asked.push(JSON.parse(body).variables);
        const variant = (id: string, onSale: boolean) => ({
          id,
          sku: id.toUpperCase(),
          price: 1000,
          salePrice: 800,
          onSale,
          weightGrams: 250,
          priceMoney: { currency: 'USD' },
          product: { id: `prod_${id}`, title: `Title of ${id}`, archived: false },
        });
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ data: { variants: [variant('a', false), null, variant('c', true)] } }));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = gatewayCatalogPort(`http://127.0.0.1:${(server.address() as { port: number }).port}/graphql`, SECRET);
    const lookup = await port.findVariants(['a', 'b', 'c', 'a'], 'site_demo');
    expect(asked).toEqual([{ ids: ['a', 'b', 'c'] }]);
    if (lookup.status !== 'found') throw new Error(`not found: ${JSON.stringify(lookup)}`);
    expect([...lookup.variants.keys()]).toEqual(['a', 'c']);
    expect(lookup.variants.get('a')).toEqual({
      id: 'a',
      itemId: 'prod_a',
      sku: 'A',
      title: 'Title of a',
      archived: false,
      unitPriceCents: 1000,
      currency: 'USD',
      weightGrams: 250,
    });
    expect(lookup.variants.get('c')!.unitPriceCents).toBe(800);
  });

  it('reads a starting gateway as unavailable when pricing variants, and asks nothing for no site', async () => {
    const port = gatewayCatalogPort(await peer(503, 'text/plain; charset=utf-8', 'Atelier is starting…'), SECRET);
    expect(await port.findVariants(['a'], 'site_demo')).toEqual({
      status: 'unavailable',
      reason: 'gateway answered 503',
    });
    const nowhere = gatewayCatalogPort('http://127.0.0.1:1/graphql', SECRET);
    expect(await nowhere.findVariants(['a'], undefined)).toEqual({
      status: 'found',
      variants: new Map(),
      store: { servesVisitors: true, entitlement: null },
    });
  });
});
