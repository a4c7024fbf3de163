import { describe, expect, it } from 'vitest';
import { checkUrlId, urlIdFrom } from './url-id.ts';

describe('url ids', () => {
  it('are made from titles', () => {
    expect(urlIdFrom('Café Opening!  Day 2')).toBe('cafe-opening-day-2');
    expect(urlIdFrom('***')).toBe('');
  });
  it('refuse odd or reserved ones', () => {
    expect(checkUrlId('about-us')).toEqual({ ok: true, value: 'about-us' });
    expect(checkUrlId('About')).toEqual({
      ok: false,
      errors: [
        {
          field: ['input', 'urlId'],
          code: 'URL_ID_INVALID',
          message: 'Use lower-case letters, digits and hyphens, at most 80.',
        },
      ],
    });
    expect(checkUrlId('cart')).toEqual({
      ok: false,
      errors: [
        {
          field: ['input', 'urlId'],
          code: 'URL_ID_INVALID',
          message: '“cart” is used by Atelier itself; choose another.',
        },
      ],
    });
  });
});
