import { describe, expect, it } from 'vitest';
import { checkLabels, cleanLabels } from './labels.ts';

describe('categories and tags', () => {
  it('are trimmed, blank ones dropped, each kept once', () => {
    expect(cleanLabels([' Tableware ', '', 'Tableware', 'Bags'])).toEqual(['Tableware', 'Bags']);
    expect(cleanLabels(null)).toEqual([]);
  });

  it('are at most 20, of at most 50 characters, the refusal naming its field', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `label ${i}`);
    expect(checkLabels(twenty, 'tags')).toEqual({ ok: true, value: twenty });
    expect(checkLabels([...twenty, 'one more'], 'tags')).toEqual({
      ok: false,
      errors: [
        { field: ['input', 'tags'], code: 'TOO_MANY_LABELS', message: 'At most 20 tags, each at most 50 characters.' },
      ],
    });
    expect(checkLabels(['x'.repeat(51)], 'categories')).toEqual({
      ok: false,
      errors: [
        {
          field: ['input', 'categories'],
          code: 'TOO_MANY_LABELS',
          message: 'At most 20 categories, each at most 50 characters.',
        },
      ],
    });
    expect(checkLabels(['x'.repeat(50)], 'categories')).toEqual({ ok: true, value: ['x'.repeat(50)] });
  });
});
