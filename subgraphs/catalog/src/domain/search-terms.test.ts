import { describe, expect, it } from 'vitest';
import { searchTerms } from './search-terms.ts';

describe('searchTerms', () => {
  it('keeps words and drops what is not', () => {
    expect(searchTerms('  linen   Shirt ')).toEqual(['%linen%', '%Shirt%']);
    expect(searchTerms('a % _ <script>')).toEqual(['%script%']);
    expect(searchTerms('one two three four five six')).toHaveLength(5);
  });
});
