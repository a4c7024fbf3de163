import { describe, expect, it } from 'vitest';
import { relatedItems } from './related-items.ts';

const post = (id: string, categories: string[], tags: string[] = []) => ({ id, categories, tags });

describe('related items', () => {
  const current = post('p1', ['Care'], ['tools', 'steel']);
  const candidates = [
    post('p0', ['Materials'], ['linen']),
    post('p1', ['Care'], ['tools', 'steel']),
    post('p2', ['Care'], []),
    post('p3', ['Tools'], ['tools', 'steel']),
    post('p4', [], ['steel']),
    post('p5', ['Care'], ['tools']),
  ];

  it('keeps the items sharing a category or tag, itself left out, the most shared first, the collection order among equals', () => {
    expect(relatedItems(current, candidates, 10).map((p) => p.id)).toEqual(['p3', 'p5', 'p2', 'p4']);
  });

  it('shows at most the limit, and none for a limit of 0', () => {
    expect(relatedItems(current, candidates, 2).map((p) => p.id)).toEqual(['p3', 'p5']);
    expect(relatedItems(current, candidates, 0)).toEqual([]);
  });

  it('relates nothing to an item without categories or tags, and a category does not match a tag of the same name', () => {
    expect(relatedItems(post('x', []), candidates, 10)).toEqual([]);
    expect(relatedItems(post('x', ['linen']), candidates, 10)).toEqual([]);
  });
});
