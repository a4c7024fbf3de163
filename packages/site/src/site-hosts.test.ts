import { describe, expect, it } from 'vitest';
import { hostName, normalDomain, siteAddressOf, siteOrigin } from './site-hosts.ts';

describe('site hosts', () => {
  it('reads a slug from <slug>.localhost with or without a port', () => {
    expect(siteAddressOf('kiln.localhost:3000')).toEqual({ kind: 'slug', slug: 'kiln' });
    expect(siteAddressOf('Atelier-Demo.LOCALHOST')).toEqual({ kind: 'slug', slug: 'atelier-demo' });
  });

  it('sends bare local names to the default site', () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', 'localhost', '[::1]:3000'])
      expect(siteAddressOf(host)).toEqual({ kind: 'default' });
  });

  it('treats other names as custom domains', () => {
    expect(siteAddressOf('shop.example.com')).toEqual({ kind: 'domain', domain: 'shop.example.com' });
    expect(siteAddressOf('www.example.co.uk:443')).toEqual({ kind: 'domain', domain: 'www.example.co.uk' });
  });

  it('refuses what is not a host name', () => {
    for (const host of [undefined, '', 'a b', 'x_y.localhost', 'evil.com/path', 'bad\u0000.com', '-x.localhost'])
      expect(siteAddressOf(host)).toBeUndefined();
    expect(hostName('EXAMPLE.com:80')).toBe('example.com');
  });

  it('accepts custom domains as owners type them', () => {
    expect(normalDomain(' Shop.Example.com. ')).toBe('shop.example.com');
    expect(normalDomain('https://example.com')).toBeUndefined();
    expect(normalDomain('x.localhost')).toBeUndefined();
    expect(normalDomain('localhost')).toBeUndefined();
  });

  it('writes a site’s own address that reads back as its slug, on the scheme and port given', () => {
    const address = siteOrigin('kiln', new URL('https://localhost:8443/admin'));
    expect(address).toBe('https://kiln.localhost:8443');
    expect(siteAddressOf(new URL(address).host)).toEqual({ kind: 'slug', slug: 'kiln' });
    expect(siteOrigin('kiln', new URL('http://localhost'))).toBe('http://kiln.localhost');
  });
});
