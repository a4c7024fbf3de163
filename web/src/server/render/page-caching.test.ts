import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageETag } from './page-caching.ts';

const page = (nonce: string, price = '68.00') =>
  `<script nonce="${nonce}">boot()</script><p>Linen Work Shirt — $${price}</p><link rel="modulepreload" nonce="${nonce}" href="/a.js">`;

describe('pageETag', () => {
  it('is the hash of the page without its nonce, so the same page drawn again keeps its ETag', () => {
    const without = createHash('sha256').update(page('')).digest('base64url').slice(0, 32);
    expect(pageETag(page('n0nceA1'), 'n0nceA1')).toBe(`W/"${without}"`);
    expect(pageETag(page('n0nceB2'), 'n0nceB2')).toBe(pageETag(page('n0nceA1'), 'n0nceA1'));
    expect(pageETag(page(''), '')).toBe(`W/"${without}"`);
  });

  it('changes with the page’s own bytes', () => {
    expect(pageETag(page('n0nceA1', '54.00'), 'n0nceA1')).not.toBe(pageETag(page('n0nceA1'), 'n0nceA1'));
  });
});
