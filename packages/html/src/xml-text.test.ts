import { describe, expect, it } from 'vitest';
import { escapeXml } from './xml-text.ts';

describe('escapeXml', () => {
  it('escapes as HTML does', () => {
    expect(escapeXml(`<"Tom & Jerry's">`)).toBe('&lt;&quot;Tom &amp; Jerry&#39;s&quot;&gt;');
  });
  it('drops characters XML cannot hold', () => {
    expect(escapeXml('a\u0000b\u0007c\ud800d\ufffe e\u{1F3FA}')).toBe('abcd e\u{1F3FA}');
  });
});
