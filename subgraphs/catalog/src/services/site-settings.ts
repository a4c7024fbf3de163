import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserError } from '../domain/user-error.ts';
import { Collection } from '../entities/collection.ts';
import { Image } from '../entities/image.ts';
import type { Website } from '../entities/website.ts';
import type { CollectionSeoInput, MerchandisingSettingsInput } from '../generated/resolvers-types.ts';
import { homeChoiceRefusal } from '../domain/home-collection.ts';
import { merchandisingOfInput } from '../domain/merchandising-settings.ts';
import { seoOfInput } from '../domain/seo-input.ts';
import { fail } from '../domain/user-error.ts';
import type { CatalogLoaders } from '../loaders.ts';

const FAVICON_NOT_FOUND = fail(['imageId'], 'IMAGE_NOT_FOUND', 'This image is not one of the site’s uploads. Upload it again.');

type Change<T> = ({ ok: true } & T) | { ok: false; errors: UserError[] };

/** What search engines are told of a shop or blog (pages and posts keep theirs with the rest of them). */
export async function saveCollectionSeo(em: EntityManager, siteId: string, input: CollectionSeoInput): Promise<Change<{ collection: Collection }>> {
  const collection = await em.findOne(Collection, { id: input.collectionId, websiteId: siteId });
  if (!collection) return { ok: false, errors: [fail(['input', 'collectionId'], 'NOT_FOUND', 'This page or collection does not exist.')] };
  const seo = seoOfInput(input);
  if (Array.isArray(seo)) return { ok: false, errors: seo };
  Object.assign(collection, seo);
  await em.flush();
  return { ok: true, collection };
}

/** The collection `/` shows: one of the site's without a password, or null for the default (domain/home-collection.ts). */
export async function setHomeCollection(em: EntityManager, loaders: CatalogLoaders, site: Website, collectionId: string | null | undefined): Promise<Change<object>> {
  if (collectionId != null) {
    const refusal = homeChoiceRefusal(await em.findOne(Collection, { id: collectionId, websiteId: site.id }));
    if (refusal) return { ok: false, errors: [refusal] };
  }
  site.homeCollectionId = collectionId ?? null;
  await em.flush();
  loaders.homeCollection.clear(site.id);
  return { ok: true };
}

/** The site's icon: an upload of the site, or null for Atelier's. Only an upload has stored sizes to serve. */
export async function setFavicon(em: EntityManager, site: Website, imageId: string | null | undefined): Promise<Change<object>> {
  if (imageId != null && !(await em.findOne(Image, { id: imageId, websiteId: site.id, width: { $ne: null } }))) return { ok: false, errors: [FAVICON_NOT_FOUND] };
  site.faviconImageId = imageId ?? null;
  await em.flush();
  return { ok: true };
}

/** The image the site's icon is, when it is still one of the site's. */
export async function faviconOf(loaders: CatalogLoaders, site: Website): Promise<Image | null> {
  if (!site.faviconImageId) return null;
  const image = await loaders.image.load(site.faviconImageId);
  return image && image.websiteId === site.id ? image : null;
}

/** The store's merchandising settings (sold-out text, restock sign-ups), as the storefront reads them. */
export async function saveMerchandisingSettings(em: EntityManager, site: Website, input: MerchandisingSettingsInput): Promise<Change<object>> {
  const checked = merchandisingOfInput(input);
  if (!checked.ok) return { ok: false, errors: [checked.error] };
  site.merchandising = { ...checked.settings };
  await em.flush();
  return { ok: true };
}
