import { describe, expect, it } from 'vitest';
import { blogListParams, listUrl, paginationOf } from './blog-list-params.ts';

describe('blog list parameters', () => {
  it('reads a page and filters, refusing odd pages', () => {
    expect(blogListParams({ page: '2', tag: ' linen ' })).toEqual({ page: 2, tag: 'linen' });
    expect(blogListParams({ page: '0' }).page).toBe(1);
    expect(blogListParams({ page: 'abc', category: ['a', 'b'] })).toEqual({ page: 1 });
    expect(blogListParams({ author: 'x'.repeat(101) })).toEqual({ page: 1 });
  });

  it('builds page links that keep the filters', () => {
    expect(listUrl('/journal', { page: 1, category: 'Care & Tools' }, 2)).toBe(
      '/journal?category=Care+%26+Tools&page=2',
    );
    expect(listUrl('/journal', { page: 2 }, 1)).toBe('/journal');
    expect(
      paginationOf({ page: 1, pageCount: 2, totalCount: 7 }, (page) => listUrl('/journal', { page: 1 }, page)),
    ).toEqual({
      page: 1,
      pageCount: 2,
      totalCount: 7,
      nextPage: true,
      prevPage: false,
      nextPageUrl: '/journal?page=2',
    });
  });
});
