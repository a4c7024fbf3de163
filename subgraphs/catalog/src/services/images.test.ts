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
    expect(checkImageUrl('https://example.com/a.jpg')).toBeUndefined();
    expect(checkImageUrl('ftp://example.com/a.jpg')).toBe('Enter the full address of an image, starting with https://.');
    expect(checkImageUrl('https://user:pw@example.com/a.jpg')).toBe('An image address may not carry a user name or password.');
    expect(checkImageUrl('not a url')).toBe('Enter the full address of an image, starting with https://.');
  });
});
