import type { OwnerPort } from '@atelier/platform';
import { Collection } from '../entities/collection.ts';
import { Image } from '../entities/image.ts';
import { isLocked } from './visitor-content.ts';
import { seoOfInput } from '../services/seo-input.ts';
import { fail, ownedSite } from '../services/owned-site.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

const HOME_NOT_FOUND = fail(['collectionId'], 'NOT_FOUND', 'Choose a page, shop or blog of this site.');
const HOME_PROTECTED = fail(['collectionId'], 'HOME_PROTECTED', 'A page behind a password cannot be the home page: every visitor would meet its lock screen.');
const FAVICON_NOT_FOUND = fail(['imageId'], 'IMAGE_NOT_FOUND', 'This image is not one of the site’s uploads. Upload it again.');

/** The site's home page and icon, and what search engines are told of each collection. */
export function siteSettingsResolvers(owners: OwnerPort): Resolvers {
  return {
    Website: {
      homeCollection: (site, _, ctx) => ctx.loaders.homeCollection.load(site.id),
      favicon: async (site, _, ctx) => {
        if (!site.faviconImageId) return null;
        const image = await ctx.loaders.image.load(site.faviconImageId);
        return image && image.websiteId === site.id ? image : null;
      },
    },
    Collection: {
      // A locked page's description could tell what its password keeps: it shows once unlocked, as its body does, and always to its owner.
      seoDescription: async (collection, _, ctx) => {
        if (!isLocked(collection, ctx)) return collection.seoDescription;
        const owned = await ownedSite(ctx, owners);
        return 'site' in owned && owned.site.id === collection.websiteId ? collection.seoDescription : '';
      },
      homepage: async (collection, _, ctx) => (await ctx.loaders.homeCollection.load(collection.websiteId))?.id === collection.id,
    },
    Mutation: {
      saveCollectionSeo: async (_, { input }, ctx) => {
        const owned = await ownedSite(ctx, owners);
        if ('error' in owned) return { collection: null, userErrors: [owned.error] };
        const collection = await ctx.em.findOne(Collection, { id: input.collectionId, websiteId: owned.site.id });
        if (!collection) return { collection: null, userErrors: [fail(['input', 'collectionId'], 'NOT_FOUND', 'This page or collection does not exist.')] };
        const seo = seoOfInput(input);
        if (Array.isArray(seo)) return { collection: null, userErrors: seo };
        Object.assign(collection, seo);
        await ctx.em.flush();
        return { collection, userErrors: [] };
      },
      setHomeCollection: async (_, { collectionId }, ctx) => {
        const owned = await ownedSite(ctx, owners);
        if ('error' in owned) return { website: null, userErrors: [owned.error] };
        if (collectionId != null) {
          const collection = await ctx.em.findOne(Collection, { id: collectionId, websiteId: owned.site.id });
          if (!collection) return { website: null, userErrors: [HOME_NOT_FOUND] };
          if (collection.passwordHash !== null) return { website: null, userErrors: [HOME_PROTECTED] };
        }
        owned.site.homeCollectionId = collectionId ?? null;
        await ctx.em.flush();
        ctx.loaders.homeCollection.clear(owned.site.id);
        return { website: owned.site, userErrors: [] };
      },
      setFavicon: async (_, { imageId }, ctx) => {
        const owned = await ownedSite(ctx, owners);
        if ('error' in owned) return { website: null, userErrors: [owned.error] };
        // Only an upload has stored sizes to serve; an image known by its address alone is not kept here.
        if (imageId != null && !(await ctx.em.findOne(Image, { id: imageId, websiteId: owned.site.id, width: { $ne: null } }))) return { website: null, userErrors: [FAVICON_NOT_FOUND] };
        owned.site.faviconImageId = imageId ?? null;
        await ctx.em.flush();
        return { website: owned.site, userErrors: [] };
      },
    },
  };
}
