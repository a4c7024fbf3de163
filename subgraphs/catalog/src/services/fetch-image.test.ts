import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchImage } from './fetch-image.ts';

describe('fetchImage', () => {
  const PNG = Buffer.from('89504e470d0a1a0a', 'hex');
  // A real server on this machine, allowed as an operator allows an intranet's image host.
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/image.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (path === '/large.png')
      return res.writeHead(200, { 'content-type': 'image/png', 'content-length': '64' }).end(Buffer.alloc(64));
    if (path === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    if (path === '/ftp') return res.writeHead(302, { location: 'ftp://example.com/a.png' }).end();
    return res.writeHead(404).end();
  });
  let origin = '';
  const options = { maxBytes: 32, timeoutMs: 30_000, privateHostsAllowed: new Set(['127.0.0.1']) };
  const unreachable = (message: string) => ({
    ok: false,
    errors: [{ field: ['url'], code: 'URL_UNREACHABLE', message }],
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers the image’s bytes', async () => {
    expect(await fetchImage(`${origin}/image.png`, options)).toEqual({ ok: true, value: PNG });
  });

  it('refuses, at the mutation’s url, in the catalogue’s words: a private address, a status, a size, a loop, a scheme', async () => {
    expect(await fetchImage(`${origin}/image.png`, { ...options, privateHostsAllowed: new Set() })).toEqual(
      unreachable('That address is not on the public internet; use a public image address, or upload the file.'),
    );
    expect(await fetchImage(`${origin}/gone.png`, options)).toEqual(
      unreachable('That address answered 404 instead of an image.'),
    );
    expect(await fetchImage(`${origin}/large.png`, options)).toEqual(unreachable('An image may be at most 10 MB.'));
    expect(await fetchImage(`${origin}/loop`, options)).toEqual(unreachable('That address redirects too many times.'));
    expect(await fetchImage(`${origin}/ftp`, options)).toEqual(
      unreachable('The image address must start with http:// or https://.'),
    );
  });
});
