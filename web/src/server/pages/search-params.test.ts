import { describe, expect, it } from 'vitest';
import { searchParams, searchUrl } from './search-params.ts';

describe('searchParams', () => {
  it('reads the query, a page and the filters', () => {
    expect(searchParams({ q: ' linen ', page: '2', collection: 'shop', min: '10', max: '80.50' })).toEqual({
      query: 'linen',
      page: 2,
      collection: 'shop',
      min: '10',
      max: '80.50',
    });
  });
  it('drops what is not a page or is too long, and arrays', () => {
    expect(searchParams({ q: ['a', 'b'], page: '0', collection: 'x'.repeat(81), min: ['1'] })).toEqual({
      query: '',
      page: 1,
    });
  });
  it('keeps the filters in the URL of another page', () => {
    expect(searchUrl({ query: 'linen & wool', page: 1, collection: 'shop', max: '50' }, 3)).toBe(
      '/search?q=linen+%26+wool&collection=shop&max=50&page=3',
    );
  });
});
