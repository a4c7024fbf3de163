import { describe, expect, it } from 'vitest';
import { shopListParams, shopUrl } from './shop-list-params.ts';

describe('shop list parameters', () => {
  it('reads a category, a sort and a cursor', () => {
    expect(shopListParams({ category: ' Tableware ', sort: 'price-desc', after: 'WzEsIngiLCJ5Il0' })).toEqual({
      category: 'Tableware',
      sort: 'PRICE_HIGH_TO_LOW',
      after: 'WzEsIngiLCJ5Il0',
    });
  });
  it('falls back to the owner’s order and drops what is not a cursor', () => {
    expect(shopListParams({ sort: 'cheapest', after: 'a b', category: ['x'] })).toEqual({ sort: 'SHOP_ORDER' });
  });
  it('writes the URL of a choice, keeping the others', () => {
    expect(shopUrl('/kitchen', { category: 'Wood & Clay', sort: 'NEWEST', after: 'abc' })).toBe(
      '/kitchen?category=Wood+%26+Clay&sort=newest&after=abc',
    );
    expect(shopUrl('/kitchen', { sort: 'SHOP_ORDER' })).toBe('/kitchen');
  });
});
