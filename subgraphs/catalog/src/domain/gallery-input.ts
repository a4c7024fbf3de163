import { galleryOptionsOf, type GalleryOptions } from '@atelier/site';
import { failed, ok, type Outcome } from '@atelier/platform';
import { userError } from '../errors.ts';
import type { CatalogErrorCode, GalleryInput } from '../generated/resolvers-types.ts';
import { NAVIGATION } from './listed-input.ts';
import { checkTitle } from './title.ts';
import { addressOf, checkUrlId } from './url-id.ts';

export const MAX_GALLERY_IMAGES = 100;
export const MAX_IMAGE_TITLE = 200;
export const MAX_IMAGE_DESCRIPTION = 1000;

export interface GalleryImageValues {
  imageId: string;
  title: string;
  description: string;
  focalX: number;
  focalY: number;
}

export interface GalleryValues {
  title: string;
  urlId: string;
  navigation: string | null;
  /** Null: the options stay as they are. */
  options: GalleryOptions | null;
  images: GalleryImageValues[];
}

/** A focal point's fraction, kept within 0 to 1 (the centre when it is no number), as the gallery's numbers are clamped. */
export const focalOf = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.5;

/**
 * An owner's gallery, checked and cleaned: its title, address and navigation refused when wrong,
 * its options clamped to their ranges (packages/site), its images at most 100 with titles of at
 * most 200 characters and focal points within the image. Whether the images are the site's is the
 * save's to ask.
 */
export function checkGalleryInput(input: GalleryInput): Outcome<GalleryValues, CatalogErrorCode> {
  const title = checkTitle(input.title);
  const urlId = checkUrlId(addressOf(input));
  const problems = [
    ...(title.ok ? [] : title.errors),
    ...(urlId.ok ? [] : urlId.errors),
    ...(input.navigation != null && !NAVIGATION.test(input.navigation)
      ? [userError('NAVIGATION_INVALID', ['input', 'navigation'])]
      : []),
    ...(input.images.length > MAX_GALLERY_IMAGES
      ? [userError('TOO_MANY_IMAGES', ['input', 'images'], { max: MAX_GALLERY_IMAGES, of: 'gallery' })]
      : []),
    ...input.images.flatMap((image, i) => [
      ...((image.title ?? '').trim().length > MAX_IMAGE_TITLE
        ? [
            userError('TEXT_TOO_LONG', ['input', 'images', String(i), 'title'], {
              of: 'imageTitle',
              max: MAX_IMAGE_TITLE,
            }),
          ]
        : []),
      ...((image.description ?? '').trim().length > MAX_IMAGE_DESCRIPTION
        ? [
            userError('TEXT_TOO_LONG', ['input', 'images', String(i), 'description'], {
              of: 'imageDescription',
              max: MAX_IMAGE_DESCRIPTION,
            }),
          ]
        : []),
    ]),
  ];
  if (problems.length || !title.ok || !urlId.ok) return failed(problems);
  return ok({
    title: title.value,
    urlId: urlId.value,
    navigation: input.navigation ?? null,
    options: input.options ? galleryOptionsOf(input.options) : null,
    images: input.images.map((image) => ({
      imageId: image.imageId,
      title: (image.title ?? '').trim(),
      description: (image.description ?? '').trim(),
      focalX: focalOf(image.focalX),
      focalY: focalOf(image.focalY),
    })),
  });
}
