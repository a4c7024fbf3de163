import { describe, expect, it } from 'vitest';
import {
  clampGalleryNumber,
  DEFAULT_GALLERY_OPTIONS,
  GALLERY_FLAGS,
  galleryOptionsOf,
  galleryTemplateOptions,
} from './gallery-options.ts';

describe('a gallery’s options', () => {
  it('default to the spec’s values', () => {
    expect(galleryOptionsOf(undefined)).toEqual(DEFAULT_GALLERY_OPTIONS);
    expect(DEFAULT_GALLERY_OPTIONS).toMatchObject({
      design: 'grid',
      autoplay: false,
      autoplayDelay: 5,
      thumbnailsPerRow: 4,
      padding: 20,
      thumbnailStripHeight: 80,
      margin: 20,
      maxColumnWidth: 300,
      aspectRatio: 'square',
    });
  });

  // [option, least, most]: each is kept at its bounds and clamped one beyond them and far beyond.
  const ranges = [
    ['autoplayDelay', 1, 10],
    ['thumbnailsPerRow', 1, 10],
    ['padding', 0, 50],
    ['thumbnailStripHeight', 0, 200],
    ['margin', 0, 60],
    ['maxColumnWidth', 100, 300],
  ] as const;

  it.each(ranges)('%s is kept within %i to %i', (option, min, max) => {
    expect(clampGalleryNumber(option, min)).toBe(min);
    expect(clampGalleryNumber(option, max)).toBe(max);
    expect(clampGalleryNumber(option, min - 1)).toBe(min);
    expect(clampGalleryNumber(option, max + 1)).toBe(max);
    expect(clampGalleryNumber(option, -1e9)).toBe(min);
    expect(clampGalleryNumber(option, 1e9)).toBe(max);
    expect(galleryOptionsOf({ [option]: max + 1 })[option]).toBe(max);
    expect(galleryOptionsOf({ [option]: min - 1 })[option]).toBe(min);
  });

  it('keeps whole numbers and answers the default for what is not a number', () => {
    expect(clampGalleryNumber('padding', 12.6)).toBe(13);
    expect(clampGalleryNumber('padding', Number.NaN)).toBe(20);
    expect(clampGalleryNumber('padding', Number.POSITIVE_INFINITY)).toBe(20);
    expect(clampGalleryNumber('autoplayDelay', '7')).toBe(5);
  });

  it('takes each design, position and alignment of the spec, and the default for any other', () => {
    for (const design of ['grid', 'slideshow', 'slider', 'stacked'])
      expect(galleryOptionsOf({ design }).design).toBe(design);
    expect(galleryOptionsOf({ design: 'carousel' }).design).toBe('grid');
    for (const metaPosition of ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'])
      expect(galleryOptionsOf({ metaPosition }).metaPosition).toBe(metaPosition);
    expect(galleryOptionsOf({ metaPosition: 'middle' }).metaPosition).toBe('bottom-left');
    for (const activeAlignment of ['center', 'left', 'right'])
      expect(galleryOptionsOf({ activeAlignment }).activeAlignment).toBe(activeAlignment);
    expect(galleryOptionsOf({ activeAlignment: 'justify' }).activeAlignment).toBe('center');
    expect(galleryOptionsOf({ aspectRatio: 'widescreen' }).aspectRatio).toBe('widescreen');
    expect(galleryOptionsOf({ aspectRatio: '1:1' }).aspectRatio).toBe('square');
  });

  it('turns each flag on only when given true', () => {
    for (const flag of GALLERY_FLAGS) {
      expect(galleryOptionsOf({ [flag]: true })[flag]).toBe(true);
      expect(galleryOptionsOf({ [flag]: 'yes' })[flag]).toBe(false);
    }
  });

  it('are named for the template language as the engine’s gallery predicates read them', () => {
    const options = galleryTemplateOptions(
      galleryOptionsOf({ design: 'slider', squareThumbs: true, autoplayDelay: 3 }),
    );
    expect(options).toMatchObject({
      design: 'slider',
      'meta-position': 'bottom-left',
      'active-alignment': 'center',
      'square-thumbs': true,
      'show-meta-on-hover': false,
      'autoplay-duration': 3,
      'thumbnails-per-row': 4,
      'max-column-width': 300,
    });
  });
});
