import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-text.ts';

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
