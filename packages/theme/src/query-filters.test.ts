import { describe, expect, it } from 'vitest';
import { queryFiltersApply } from './query-filters.ts';

describe('what a query’s filters can match', () => {
  it('matches any kind of collection without a filter', () => {
    for (const type of ['BLOG', 'PRODUCTS', 'EVENTS', 'GALLERY', 'PAGE'] as const)
      expect(queryFiltersApply({ featured: false }, type)).toBe(true);
  });

  it('filters posts by category, tag and the featured mark', () => {
    expect(queryFiltersApply({ category: 'Care', tag: 'linen', featured: true }, 'BLOG')).toBe(true);
  });

  it('filters products by category and the mark, and finds none for a tag', () => {
    expect(queryFiltersApply({ category: 'Kitchen', featured: true }, 'PRODUCTS')).toBe(true);
    expect(queryFiltersApply({ tag: 'linen', featured: false }, 'PRODUCTS')).toBe(false);
  });

  it('filters events by the mark only, and a gallery’s images by nothing', () => {
    expect(queryFiltersApply({ featured: true }, 'EVENTS')).toBe(true);
    expect(queryFiltersApply({ category: 'Talks', featured: false }, 'EVENTS')).toBe(false);
    expect(queryFiltersApply({ tag: 'x', featured: false }, 'EVENTS')).toBe(false);
    expect(queryFiltersApply({ featured: true }, 'GALLERY')).toBe(false);
    expect(queryFiltersApply({ category: 'Prints', featured: false }, 'GALLERY')).toBe(false);
  });
});
