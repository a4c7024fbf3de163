import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { failed, ok, Refusal, unlessRefused, type Outcome } from '@atelier/platform';
import type { Collection } from '../entities/collection.ts';
import { GalleryImage } from '../entities/gallery-image.ts';
import { Image } from '../entities/image.ts';
import type { CatalogErrorCode, GalleryInput } from '../generated/resolvers-types.ts';
import { ADDRESS_TAKEN } from '../domain/address-taken.ts';
import { checkGalleryInput } from '../domain/gallery-input.ts';
import { refuse } from '../errors.ts';
import { collectionToSave } from './save-events-page.ts';

/**
 * Writes a gallery of the site, new or changed, in one transaction: its title, address,
 * navigation, options (clamped) and its images in the order given, replacing those it had. Every
 * image must be one of the site's.
 */
export async function saveGallery(
  em: EntityManager,
  siteId: string,
  input: GalleryInput,
): Promise<Outcome<Collection, CatalogErrorCode>> {
  const checked = checkGalleryInput(input);
  if (!checked.ok) return checked;
  const { images, options, ...values } = checked.value;
  const ids = [...new Set(images.map((i) => i.imageId))];
  const known = new Set((await em.find(Image, { id: { $in: ids }, websiteId: siteId })).map((i) => i.id));
  const missing = images.findIndex((i) => !known.has(i.imageId));
  if (missing >= 0)
    return refuse('IMAGE_NOT_FOUND', ['input', 'images', String(missing), 'imageId'], { of: 'gallery' });
  try {
    return await unlessRefused(() =>
      em.transactional(async (tx) => {
        const gallery = await collectionToSave(tx, siteId, 'gallery', input.id, values);
        if (!gallery.ok) throw new Refusal(gallery);
        if (options) gallery.value.galleryOptions = { ...options };
        await tx.nativeDelete(GalleryImage, { collectionId: gallery.value.id });
        images.forEach((image, position) =>
          tx.create(GalleryImage, {
            id: `gim_${randomUUID()}`,
            websiteId: siteId,
            collectionId: gallery.value.id,
            position,
            ...image,
          }),
        );
        await tx.flush();
        return ok(gallery.value);
      }),
    );
  } catch (error) {
    // Another save took the address in the same moment: the unique index decided.
    if (error instanceof UniqueConstraintViolationException) return failed([ADDRESS_TAKEN.page]);
    throw error;
  }
}

/** A gallery's images in its order, each with its image; nothing for another collection or a locked one. */
export async function galleryImagesOf(em: EntityManager, collection: Pick<Collection, 'id' | 'type'>, locked: boolean) {
  if (collection.type !== 'gallery' || locked) return [];
  const rows = await em.find(GalleryImage, { collectionId: collection.id }, { orderBy: { position: 'asc' } });
  const images = new Map(
    (await em.find(Image, { id: { $in: rows.map((r) => r.imageId) } })).map((image) => [image.id, image]),
  );
  return rows.flatMap((row) => {
    const image = images.get(row.imageId);
    return image ? [{ row, image }] : [];
  });
}
