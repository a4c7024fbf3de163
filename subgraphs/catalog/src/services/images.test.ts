import { describe, expect, it } from 'vitest';
import { checkImageUrl, widthsFor } from './images.ts';

describe('widthsFor', () => {
  it('stores the storefront widths below the upload, and the upload itself when narrower than 1500', () => {
    expect(widthsFor(4000)).toEqual([300, 750, 1500]);
    expect(widthsFor(1500)).toEqual([300, 750, 1500]);
    expect(widthsFor(900)).toEqual([300, 750, 900]);
    expect(widthsFor(120)).toEqual([120]);
  });
});

describe('checkImageUrl', () => {
  it('takes http and https addresses without credentials', () => {
    const refused = (message: string) => ({ ok: false, errors: [{ field: ['url'], code: 'URL_INVALID', message }] });
    expect(checkImageUrl(' https://example.com/a.jpg ')).toEqual({ ok: true, value: 'https://example.com/a.jpg' });
    expect(checkImageUrl('ftp://example.com/a.jpg')).toEqual(
      refused('Enter the full address of an image, starting with https://.'),
    );
    expect(checkImageUrl('https://user:pw@example.com/a.jpg')).toEqual(
      refused('An image address may not carry a user name or password.'),
    );
    expect(checkImageUrl('not a url')).toEqual(refused('Enter the full address of an image, starting with https://.'));
    expect(checkImageUrl(`https://example.com/${'a'.repeat(2000)}`)).toEqual(
      refused('An image address may be at most 2000 characters.'),
    );
  });
});
