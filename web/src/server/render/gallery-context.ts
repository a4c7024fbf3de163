import { paragraphsOf } from '@atelier/html';
import { galleryOptionsOf, galleryTemplateOptions } from '@atelier/site';
import type { StorefrontGalleryOptionsFragment, StorefrontImageFragment } from '../../graphql/generated/storefront.ts';

interface GalleryImageData {
  id: string;
  title: string;
  description: string;
  mediaFocalPoint: { x: number; y: number };
  image: StorefrontImageFragment;
}

/** The CSS aspect ratio of each thumbnail shape (packages/site GALLERY_ASPECT_RATIOS). */
const ASPECT = { square: '1 / 1', standard: '4 / 3', portrait: '3 / 4', widescreen: '16 / 9' } as const;

/**
 * A gallery's images as its page and a theme's query list them: items of recordType 2 (image) with
 * their picture, focal point and `description` as HTML (the owner's plain text in paragraphs,
 * escaped), as the platform's JSON gives it for themes to write as it is.
 */
export const galleryItems = (images: readonly GalleryImageData[]) =>
  images.map((g, i) => ({
    id: g.id,
    // The slideshow's controls: the images either side, the last's next the first.
    prevId: images[(i - 1 + images.length) % images.length]!.id,
    nextId: images[(i + 1) % images.length]!.id,
    position: i + 1,
    recordType: 2,
    title: g.title,
    description: paragraphsOf(g.description),
    assetUrl: g.image.url,
    originalSize: g.image.width && g.image.height ? `${g.image.width}x${g.image.height}` : '',
    mediaFocalPoint: { x: g.mediaFocalPoint.x, y: g.mediaFocalPoint.y },
    focalPosition: `${Math.round(g.mediaFocalPoint.x * 100)}% ${Math.round(g.mediaFocalPoint.y * 100)}%`,
    sizes: [...g.image.sizes],
  }));

/**
 * A gallery's page JSON: its images as items (galleryItems), the options as the engine's gallery
 * predicates read them (`options`), and `gallery`, the same options ready for a style attribute
 * (the focal point as a position, the shape as an aspect ratio).
 */
export function galleryContext(images: readonly GalleryImageData[], stored: StorefrontGalleryOptionsFragment) {
  const options = galleryOptionsOf(stored);
  return {
    items: galleryItems(images),
    options: galleryTemplateOptions(options),
    gallery: {
      design: options.design,
      metaPosition: options.metaPosition,
      activeAlignment: options.activeAlignment,
      autoplayDelay: options.autoplayDelay,
      style:
        `--gallery-columns:${options.thumbnailsPerRow};--gallery-padding:${options.padding}px;` +
        `--gallery-margin:${options.margin}px;--gallery-column-width:${options.maxColumnWidth}px;` +
        `--gallery-strip-height:${options.thumbnailStripHeight}px;` +
        `--gallery-aspect:${options.squareThumbs ? ASPECT.square : ASPECT[options.aspectRatio]};` +
        `--gallery-delay:${options.autoplayDelay}s`,
    },
  };
}
