import { describe, expect, it } from 'vitest';
import { domainAddresses, shownAddress, siteAddress, siteDashboard } from './site-addresses.ts';

describe('an owner’s site addresses', () => {
  const here = { protocol: 'http:', port: '3000' };
  it('are <slug>.localhost on this page’s scheme and port', () => {
    expect(siteAddress('harbour-goods', here)).toBe('http://harbour-goods.localhost:3000');
    expect(siteDashboard('harbour-goods', here)).toBe('http://harbour-goods.localhost:3000/admin');
    expect(siteAddress('kiln', { protocol: 'https:', port: '' })).toBe('https://kiln.localhost');
  });
  it('include the custom domains, shown without their scheme', () => {
    expect(domainAddresses(['shop.example.com'], here)).toEqual(['http://shop.example.com:3000']);
    expect(shownAddress('http://shop.example.com:3000')).toBe('shop.example.com:3000');
  });
});
