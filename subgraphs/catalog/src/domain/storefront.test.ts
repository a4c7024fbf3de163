import { describe, expect, it } from 'vitest';
import { listed, listedOfSite, ofSite } from './storefront.ts';

const product = { id: 'prod_1', websiteId: 'site_a', archivedAt: null as Date | string | null };

describe('what the storefront shows', () => {
  it('is the request’s site’s own', () => {
    expect(ofSite('site_a', 'site_a')).toBe(true);
    expect(ofSite('site_a', 'site_b')).toBe(false);
    expect(ofSite(undefined, undefined)).toBe(false);
    expect(ofSite(undefined, 'site_a')).toBe(false);
  });

  it('leaves archived products to their owner', () => {
    expect(listed(product)).toBe(product);
    expect(listed({ ...product, archivedAt: '2026-11-01T00:00:00Z' })).toBeNull();
    expect(listed(null)).toBeNull();
    expect(listedOfSite('site_a', product)).toBe(product);
    expect(listedOfSite('site_b', product)).toBeNull();
    expect(listedOfSite('site_a', { ...product, archivedAt: new Date() })).toBeNull();
  });
});
