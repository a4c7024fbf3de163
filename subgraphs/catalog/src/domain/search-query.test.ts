import { describe, expect, it } from 'vitest';
import { decodeEntities, highlightHtml, inTitles, MARK_END, MARK_START, prefixTsQuery } from './search-query.ts';

describe('prefixTsQuery', () => {
  it('makes every word a required prefix, lower case, once', () => {
    expect(prefixTsQuery('Linen  napkins linen')).toBe('linen:* & napkins:*');
    expect(prefixTsQuery('Café au lait')).toBe('café:* & au:* & lait:*');
  });
  it('lets none of tsquery’s syntax through', () => {
    expect(prefixTsQuery("a & b | !c <-> 'd':*")).toBe('a:* & b:* & c:* & d:*');
    expect(prefixTsQuery(' !&| ')).toBeNull();
  });
  it('keeps at most eight words of 40 characters', () => {
    expect(prefixTsQuery('a b c d e f g h i j')!.split(' & ')).toHaveLength(8);
    expect(prefixTsQuery('x'.repeat(100))).toBe(`${'x'.repeat(40)}:*`);
  });
});

describe('inTitles', () => {
  it('holds every word of the search to the title weight', () => {
    expect(inTitles(prefixTsQuery('Linen napkins')!)).toBe('linen:*A & napkins:*A');
  });
});

describe('highlightHtml', () => {
  it('escapes the text and marks the matches', () => {
    expect(highlightHtml(`Soft <b>${MARK_START}linen${MARK_END}</b> & "cotton"`)).toBe(
      'Soft &lt;b&gt;<mark>linen</mark>&lt;/b&gt; &amp; &quot;cotton&quot;',
    );
  });
  it('decodes the entities a stripped body keeps', () => {
    expect(decodeEntities('Salt &amp; pepper&nbsp;&lt;3')).toBe('Salt & pepper <3');
  });
});
