import { describe, expect, it } from 'vitest';
import { checkUrlId, urlIdFrom } from './url-id.ts';

describe('url ids', () => {
  it('are made from titles', () => {
    expect(urlIdFrom('Café Opening!  Day 2')).toBe('cafe-opening-day-2');
    expect(urlIdFrom('***')).toBe('');
  });
  it('refuse odd or reserved ones', () => {
    expect(checkUrlId('about-us')).toBeUndefined();
    expect(checkUrlId('About')).toContain('lower-case');
    expect(checkUrlId('cart')).toContain('used by Atelier');
  });
});
