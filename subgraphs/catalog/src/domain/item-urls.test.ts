import { describe, expect, it } from 'vitest';
import { collectionUrl, postUrl, productUrl } from './item-urls.ts';

describe('item addresses', () => {
  it('puts products under /p/ of their shop, posts straight under their blog, collections at the root', () => {
    expect(collectionUrl('shop')).toBe('/shop');
    expect(productUrl('shop', 'linen-shirt')).toBe('/shop/p/linen-shirt');
    expect(postUrl('journal', 'first-firing')).toBe('/journal/first-firing');
  });
});
