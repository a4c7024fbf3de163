import { describe, expect, it } from 'vitest';
import { escapeHtml, paragraphsOf } from './html-text.ts';

describe('paragraphsOf', () => {
  it('makes a paragraph of each block between blank lines, its line breaks kept, its text escaped', () => {
    expect(paragraphsOf('One <b>\nline\n\n  \n Two ')).toBe('<p>One &lt;b&gt;<br>line</p><p>Two</p>');
    expect(paragraphsOf('  ')).toBe('');
  });
});

describe('escapeHtml', () => {
  it('writes every character that can start or end markup as a reference', () => {
    expect(escapeHtml(`<"Tom & Jerry's">`)).toBe('&lt;&quot;Tom &amp; Jerry&#39;s&quot;&gt;');
  });
  it('escapes an ampersand once, so a reference typed as text stays text', () => {
    expect(escapeHtml('&amp; &#39;')).toBe('&amp;amp; &amp;#39;');
  });
  it('leaves other text as it is', () => {
    expect(escapeHtml('Épuisé — 12 € / 3 = 4 `x`')).toBe('Épuisé — 12 € / 3 = 4 `x`');
  });
});
