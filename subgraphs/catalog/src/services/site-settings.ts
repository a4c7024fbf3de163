import type { EntityManager } from '@mikro-orm/postgresql';
import { failed, ok, type Outcome } from '@atelier/platform';
import { Collection } from '../entities/collection.ts';
import { Image } from '../entities/image.ts';
import type { Website } from '../entities/website.ts';
import type { CatalogErrorCode, CollectionSeoInput, MerchandisingSettingsInput } from '../generated/resolvers-types.ts';
import { homeChoiceRefusal } from '../domain/home-collection.ts';
import { merchandisingOfInput } from '../domain/merchandising-settings.ts';
import { seoOfInput } from '../domain/seo-input.ts';
import { refuse } from '../errors.ts';
import { isShareService, shareServicesOf } from '@atelier/site';
import { checkOwnerOrigins } from '@atelier/theme';
import { userError } from '../errors.ts';
import type { CatalogLoaders } from '../loaders.ts';

type Change<T = void> = Outcome<T, CatalogErrorCode>;

/** What search engines are told of a shop or blog (pages and posts keep theirs with the rest of them). */
export async function saveCollectionSeo(
  em: EntityManager,
  siteId: string,
  input: CollectionSeoInput,
): Promise<Change<Collection>> {
  const collection = await em.findOne(Collection, { id: input.collectionId, websiteId: siteId });
  if (!collection) return refuse('NOT_FOUND', ['input', 'collectionId'], { of: 'collection' });
  const seo = seoOfInput(input);
  if (!seo.ok) return seo;
  Object.assign(collection, seo.value);
  await em.flush();
  return ok(collection);
}

/** The collection `/` shows: one of the site's without a password, or null for the default (domain/home-collection.ts). */
export async function setHomeCollection(
  em: EntityManager,
  loaders: CatalogLoaders,
  site: Website,
  collectionId: string | null | undefined,
): Promise<Change> {
  if (collectionId != null) {
    const refusal = homeChoiceRefusal(await em.findOne(Collection, { id: collectionId, websiteId: site.id }));
    if (refusal) return failed([refusal]);
  }
  site.homeCollectionId = collectionId ?? null;
  await em.flush();
  loaders.homeCollection.clear(site.id);
  return ok(undefined);
}

/** The site's icon: an upload of the site, or null for Atelier's. Only an upload has stored sizes to serve. */
export async function setFavicon(
  em: EntityManager,
  site: Website,
  imageId: string | null | undefined,
): Promise<Change> {
  if (imageId != null && !(await em.findOne(Image, { id: imageId, websiteId: site.id, width: { $ne: null } })))
    return refuse('IMAGE_NOT_FOUND', ['imageId'], { of: 'favicon' });
  site.faviconImageId = imageId ?? null;
  await em.flush();
  return ok(undefined);
}

/** The image the site's icon is, when it is still one of the site's. */
export async function faviconOf(loaders: CatalogLoaders, site: Website): Promise<Image | null> {
  if (!site.faviconImageId) return null;
  const image = await loaders.image.load(site.faviconImageId);
  return image && image.websiteId === site.id ? image : null;
}

/** The store's merchandising settings (sold-out text, restock sign-ups), as the storefront reads them. */
export async function saveMerchandisingSettings(
  em: EntityManager,
  site: Website,
  input: MerchandisingSettingsInput,
): Promise<Change> {
  const checked = merchandisingOfInput(input);
  if (!checked.ok) return checked;
  site.merchandising = { ...checked.value };
  await em.flush();
  return ok(undefined);
}

/** The share buttons the site's items show, in packages/site's order; a name of no service refuses the whole change. */
export async function setShareButtons(em: EntityManager, site: Website, services: readonly string[]): Promise<Change> {
  const unknown = services.findIndex((name) => !isShareService(name));
  if (unknown >= 0)
    return refuse('SHARE_SERVICE_UNKNOWN', ['services', String(unknown)], { name: services[unknown]!.slice(0, 40) });
  site.shareButtons = shareServicesOf(services);
  await em.flush();
  return ok(undefined);
}

/**
 * The origins the owner allows the site's pages to load from (added to each page's
 * Content-Security-Policy beside the theme's): the whole list replaced, or nothing when any row is
 * refused (packages/theme checkOwnerOrigins says why, at its row).
 */
export async function setContentSecurityOrigins(
  em: EntityManager,
  site: Website,
  typed: readonly { directive: string; origin: string }[],
): Promise<Change> {
  const checked = checkOwnerOrigins(typed);
  if (!checked.ok)
    return failed(
      checked.problems.map((problem) =>
        userError(
          problem.code,
          problem.index === null ? ['origins'] : ['origins', problem.index, problem.part],
          problem,
        ),
      ),
    );
  site.cspOrigins = checked.value;
  await em.flush();
  return ok(undefined);
}
