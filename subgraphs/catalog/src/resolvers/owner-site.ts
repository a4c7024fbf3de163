import { ownedSiteId } from '@atelier/platform';
import { addDomain, removeDomain } from '../services/domains.ts';
import { ownedWebsite } from '../services/owned-website.ts';
import { saveCollectionSeo, saveMerchandisingSettings, setFavicon, setHomeCollection } from '../services/site-settings.ts';
import { importTheme, useShippedTheme } from '../services/themes.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** An owner's settings of the site: its theme, domains, home page, icon, SEO of shops and blogs, merchandising. */
export const ownerSiteResolvers: Resolvers = {
  Mutation: {
    importTheme: async (_, { zipBase64 }, ctx) => {
      const owned = await ownedWebsite(ctx);
      if ('error' in owned) return { website: null, problems: [], userErrors: [owned.error] };
      const changed = await importTheme(ctx.em, owned.site, zipBase64);
      return changed.ok ? { website: owned.site, problems: [], userErrors: [] } : { website: null, problems: changed.problems, userErrors: changed.errors };
    },
    useShippedTheme: async (_, { name }, ctx) => {
      const owned = await ownedWebsite(ctx);
      if ('error' in owned) return { website: null, problems: [], userErrors: [owned.error] };
      const changed = await useShippedTheme(ctx.em, owned.site, name);
      return changed.ok ? { website: owned.site, problems: [], userErrors: [] } : { website: null, problems: changed.problems, userErrors: changed.errors };
    },
    addDomain: async (_, { domain }, ctx) => {
      const owned = await ownedWebsite(ctx);
      if ('error' in owned) return { website: null, userErrors: [owned.error] };
      const added = await addDomain(ctx.em, owned.site.id, domain);
      return added.ok ? { website: owned.site, userErrors: [] } : { website: null, userErrors: [added.error] };
    },
    removeDomain: async (_, { domain }, ctx) => {
      const owned = await ownedWebsite(ctx);
      if ('error' in owned) return { website: null, userErrors: [owned.error] };
      await removeDomain(ctx.em, owned.site.id, domain);
      return { website: owned.site, userErrors: [] };
    },
    saveCollectionSeo: async (_, { input }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { collection: null, userErrors: owned.errors };
      const saved = await saveCollectionSeo(ctx.em, owned.value, input);
      return saved.ok ? { collection: saved.collection, userErrors: [] } : { collection: null, userErrors: saved.errors };
    },
    setHomeCollection: async (_, { collectionId }, ctx) => {
      const owned = await ownedWebsite(ctx);
      if ('error' in owned) return { website: null, userErrors: [owned.error] };
      const changed = await setHomeCollection(ctx.em, ctx.loaders, owned.site, collectionId);
      return changed.ok ? { website: owned.site, userErrors: [] } : { website: null, userErrors: changed.errors };
    },
    setFavicon: async (_, { imageId }, ctx) => {
      const owned = await ownedWebsite(ctx);
      if ('error' in owned) return { website: null, userErrors: [owned.error] };
      const changed = await setFavicon(ctx.em, owned.site, imageId);
      return changed.ok ? { website: owned.site, userErrors: [] } : { website: null, userErrors: changed.errors };
    },
    saveMerchandisingSettings: async (_, { input }, ctx) => {
      const owned = await ownedWebsite(ctx);
      if ('error' in owned) return { website: null, userErrors: [owned.error] };
      const changed = await saveMerchandisingSettings(ctx.em, owned.site, input);
      return changed.ok ? { website: owned.site, userErrors: [] } : { website: null, userErrors: changed.errors };
    },
  },
};
