import { describe, expect, it } from 'vitest';
import { addressClashFilter } from './address-taken.ts';
import { addressOf, copyAddress } from './url-id.ts';

describe('addresses', () => {
  it('are the owner’s, else made from the title', () => {
    expect(addressOf({ urlId: '  opening-day ', title: 'Whatever' })).toBe('opening-day');
    expect(addressOf({ urlId: '', title: 'Café Opening!' })).toBe('cafe-opening');
    expect(addressOf({ title: 'Spring Sale' })).toBe('spring-sale');
  });

  it('clash with any other record of their scope, never with the record being saved', () => {
    expect(addressClashFilter({ collectionId: 'blog' }, 'news')).toEqual({ collectionId: 'blog', urlId: 'news' });
    expect(addressClashFilter({ collectionId: 'blog' }, 'news', 'post_1')).toEqual({
      collectionId: 'blog',
      urlId: 'news',
      id: { $ne: 'post_1' },
    });
  });

  it('of a copy are the first free of -copy, -copy-2, -copy-3…', () => {
    expect(copyAddress('linen-shirt', new Set(['linen-shirt']))).toBe('linen-shirt-copy');
    expect(copyAddress('linen-shirt', new Set(['linen-shirt', 'linen-shirt-copy', 'linen-shirt-copy-2']))).toBe(
      'linen-shirt-copy-3',
    );
    // Within the 80 characters of an address however often a long one is copied.
    expect(copyAddress('a'.repeat(80), new Set()).length).toBe(75);
  });
});
