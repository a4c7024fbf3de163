import { describe, expect, it } from 'vitest';
import { resolveQueryCollection } from './query-collection.ts';

const spec = (collection: string, templated = true) => ({
  key: 'q0',
  collection,
  templated,
  limit: 5,
  featured: false,
});

describe("a query's collection named by the page", () => {
  const page = { collection: { urlId: 'journal', id: 'col_journal' }, item: { slug: 'shop' }, section: 'kitchen' };

  it('reads each variable at the root, then in the page’s collection, then in its item', () => {
    expect(resolveQueryCollection(spec('{collection.urlId}'), page)).toBe('journal');
    expect(resolveQueryCollection(spec('{urlId}'), page)).toBe('journal');
    expect(resolveQueryCollection(spec('{slug}'), page)).toBe('shop');
    expect(resolveQueryCollection(spec('{section}-notes'), page)).toBe('kitchen-notes');
  });

  it('keeps a literal collection as written', () => {
    expect(resolveQueryCollection(spec('journal', false), {})).toBe('journal');
  });

  it('names no collection when a variable is missing, applies a formatter or makes no URL id', () => {
    expect(resolveQueryCollection(spec('{collection.nothing}'), page)).toBeUndefined();
    expect(resolveQueryCollection(spec('{collection.urlId|safe}'), page)).toBeUndefined();
    expect(resolveQueryCollection(spec('{bad}'), { bad: 'a b/c' })).toBeUndefined();
    expect(resolveQueryCollection(spec('{collection}'), page)).toBeUndefined();
  });
});
