import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hostsAllowedFrom, ok, type FieldPath, type Outcome } from '@atelier/platform';
import { Image, ImageFile } from '../entities/image.ts';
import { fetchImage } from './fetch-image.ts';
import { MAX_IMAGE_BYTES, tooLargeAsBase64 } from '../domain/upload-size.ts';
import { storedWidthFor } from '../domain/image-widths.ts';
import { refuse } from '../errors.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';

export { MAX_IMAGE_BYTES };
/** Widths made for the storefront's srcset; none wider than the upload. */
export const IMAGE_WIDTHS = [300, 750, 1500] as const;
const MAX_PIXELS = 50_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/** The widths stored for an upload of this width: those of IMAGE_WIDTHS below it, and its own when smaller than 1500. */
export function widthsFor(width: number): number[] {
  const below = IMAGE_WIDTHS.filter((w) => w < width);
  return width < IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]! ? [...below, width] : [...IMAGE_WIDTHS];
}

/**
 * Reads an upload, turns it upright, drops its metadata (a phone's location among it), and stores
 * WebP sizes of it; a file that is not an image of an accepted kind is refused, at `field` (the
 * mutation's `base64`, or `url` for an image fetched by its address), and nothing stored.
 */
export async function storeUploadedImage(
  em: EntityManager,
  websiteId: string,
  bytes: Buffer,
  field: FieldPath,
): Promise<Outcome<Image, CatalogErrorCode>> {
  if (bytes.length === 0) return refuse('IMAGE_EMPTY', field);
  if (bytes.length > MAX_IMAGE_BYTES) return refuse('IMAGE_TOO_LARGE', field);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    return refuse('IMAGE_UNREADABLE', field, { why: 'format' });
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height)
    return refuse('IMAGE_UNREADABLE', field, { why: 'format' });
  // Orientation 5–8 turns the picture a quarter: its upright width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  let files: Omit<ImageFile, 'imageId'>[];
  try {
    files = await Promise.all(
      widthsFor(width).map(async (w) => {
        const out = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
          .rotate()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer();
        return { width: w, contentType: 'image/webp', bytes: out };
      }),
    );
  } catch {
    return refuse('IMAGE_UNREADABLE', field, { why: 'damaged' });
  }
  const largest = Math.max(...files.map((f) => f.width));
  const image = em.create(Image, {
    id: `img_${randomUUID()}`,
    websiteId,
    width: largest,
    height: Math.round((height * largest) / width),
  });
  // The image row first (its files refer to it), and all in one transaction: no image without its sizes.
  await em.transactional(async (tx) => {
    await tx.flush();
    await tx.insertMany(
      ImageFile,
      files.map((file) => ({ imageId: image.id, width: file.width, contentType: file.contentType, bytes: file.bytes })),
    );
  });
  return ok(image);
}

/** An owner's upload as base64 (what /admin/media sends): refused by its length before it is decoded. */
export async function uploadImage(
  em: EntityManager,
  websiteId: string,
  base64: string,
): Promise<Outcome<Image, CatalogErrorCode>> {
  if (tooLargeAsBase64(base64, MAX_IMAGE_BYTES)) return refuse('IMAGE_TOO_LARGE', ['base64']);
  return storeUploadedImage(em, websiteId, Buffer.from(base64, 'base64'), ['base64']);
}

/** The stored size of one of the site's uploads nearest below the width asked for (domain/image-widths.ts), as base64. */
export async function imageFileOf(em: EntityManager, siteId: string | undefined, id: string, width: number) {
  const image = await em.findOne(Image, { id, websiteId: siteId ?? '' });
  if (!image || image.width === null) return null;
  const sizes = await em.find(
    ImageFile,
    { imageId: id },
    { fields: ['imageId', 'width', 'contentType'], orderBy: { width: 'asc' } },
  );
  const chosen = storedWidthFor(
    sizes.map((s) => s.width),
    width,
  );
  if (chosen === undefined) return null;
  const file = await em.findOneOrFail(ImageFile, { imageId: id, width: chosen }, { populate: ['bytes'] });
  return { width: file.width, contentType: file.contentType, base64: Buffer.from(file.bytes).toString('base64') };
}

/** An image shown from its own address: http(s) only, no credentials, a sane length; the address as fetched, or why not. */
export function checkImageUrl(url: string): Outcome<string, CatalogErrorCode> {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return refuse('URL_INVALID', ['url'], { why: 'address' });
  }
  if (!['http:', 'https:'].includes(parsed.protocol)) return refuse('URL_INVALID', ['url'], { why: 'address' });
  if (parsed.username || parsed.password) return refuse('URL_INVALID', ['url'], { why: 'credentials' });
  if (url.trim().length > 2000) return refuse('URL_INVALID', ['url'], { why: 'length' });
  return ok(parsed.href);
}

/** Host names allowed on private addresses, for an intranet's image server (ATELIER_IMAGE_HOSTS_ALLOWED). */
const privateHostsAllowed = () => hostsAllowedFrom(process.env.ATELIER_IMAGE_HOSTS_ALLOWED);

/** An image given by its address: fetched by the server (public addresses only) and stored like an upload. */
export async function addImageUrl(
  em: EntityManager,
  websiteId: string,
  url: string,
): Promise<Outcome<Image, CatalogErrorCode>> {
  const checked = checkImageUrl(url);
  if (!checked.ok) return checked;
  const address = checked.value;
  const fetched = await fetchImage(address, {
    maxBytes: MAX_IMAGE_BYTES,
    timeoutMs: 10_000,
    privateHostsAllowed: privateHostsAllowed(),
  });
  if (!fetched.ok) return fetched;
  const stored = await storeUploadedImage(em, websiteId, fetched.value, ['url']);
  if (!stored.ok) return stored;
  stored.value.sourceUrl = address;
  await em.flush();
  return stored;
}

/** Where the storefront loads an image. */
export const imageUrl = (image: Image) =>
  image.width !== null || !image.sourceUrl ? `/media/images/${image.id}` : image.sourceUrl;
