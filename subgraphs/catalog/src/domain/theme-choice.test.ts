import { describe, expect, it } from 'vitest';
import { shippedThemeRefusal, zipSizeProblem } from './theme-choice.ts';
import { base64LengthOf, MAX_IMAGE_BYTES, MAX_THEME_ZIP_BYTES, tooLargeAsBase64 } from './upload-size.ts';

describe('an owner’s theme', () => {
  it('comes in a zip of at most 10 MB, judged by its base64 text before it is decoded', () => {
    const largest = base64LengthOf(MAX_THEME_ZIP_BYTES);
    expect(largest).toBe(Math.ceil((10 * 1024 * 1024 * 4) / 3) + 4);
    expect(zipSizeProblem('A'.repeat(largest))).toBeUndefined();
    expect(zipSizeProblem('A'.repeat(largest + 1))).toEqual({
      file: 'theme.zip',
      line: null,
      message: 'The zip may be at most 10 MB.',
    });
  });

  it('may be a shipped one, by its name', () => {
    expect(shippedThemeRefusal('atelier')).toBeUndefined();
    expect(shippedThemeRefusal('ledger')).toBeUndefined();
    expect(shippedThemeRefusal('fancy')).toEqual({
      field: ['name'],
      code: 'THEME_NOT_FOUND',
      message: 'There is no shipped theme called fancy.',
    });
  });
});

describe('an uploaded image', () => {
  it('is at most 10 MB, judged by its base64 text', () => {
    expect(tooLargeAsBase64('A'.repeat(base64LengthOf(MAX_IMAGE_BYTES)), MAX_IMAGE_BYTES)).toBe(false);
    expect(tooLargeAsBase64('A'.repeat(base64LengthOf(MAX_IMAGE_BYTES) + 1), MAX_IMAGE_BYTES)).toBe(true);
  });
});
