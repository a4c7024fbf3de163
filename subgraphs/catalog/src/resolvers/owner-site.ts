import { ownedSiteId } from '@atelier/platform';
import { setCollectionPassword } from '../services/collection-password.ts';
import { addDomain, removeDomain } from '../services/domains.ts';
import { ownedWebsite } from '../services/owned-website.ts';
import {
  saveCollectionSeo,
  saveMerchandisingSettings,
  setFavicon,
  setContentSecurityOrigins,
  setShareButtons,
  setHomeCollection,
} from '../services/site-settings.ts';
import { importTheme, useShippedTheme } from '../services/themes.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** An owner's settings of the site: its theme, domains, home page, icon, SEO of shops and blogs, merchandising, share buttons. */
export const ownerSiteResolvers: Resolvers = {
  Mutation: {
    importTheme: async (_, { zipBase64 }, ctx) => {
      const owned = await ownedWebsite(ctx);
      if (!owned.ok) return { website: null, problems: [], warnings: [], userErrors: owned.errors };
      const changed = await importTheme(ctx.em, ctx.themeChecks, owned.value, zipBase64);
      return changed.ok
        ? { website: owned.value, problems: [], warnings: changed.value, userErrors: [] }
        : { website: null, problems: changed.problems ?? [], warnings: [], userErrors: changed.errors };
    },
    useShippedTheme: async (_, { name }, ctx) => {
      const owned = await ownedWebsite(ctx);
      if (!owned.ok) return { website: null, problems: [], warnings: [], userErrors: owned.errors };
      const changed = await useShippedTheme(ctx.em, owned.value, name);
      return changed.ok
        ? { website: owned.value, problems: [], warnings: changed.value, userErrors: [] }
        : { website: null, problems: changed.problems ?? [], warnings: [], userErrors: changed.errors };
    },
    addDomain: async (_, { domain }, ctx) => {
      const owned = await ownedWebsite(ctx);
      if (!owned.ok) return { website: null, userErrors: owned.errors };
      const added = await addDomain(ctx, owned.value.id, domain);
      return added.ok ? { website: owned.value, userErrors: [] } : { website: null, userErrors: added.errors };
    },
    removeDomain: async (_, { domain }, ctx) => {
      const owned = await ownedWebsite(ctx);
      if (!owned.ok) return { website: null, userErrors: owned.errors };
      await removeDomain(ctx.em, owned.value.id, domain);
      return { website: owned.value, userErrors: [] };
    },
    saveCollectionSeo: async (_, { input }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { collection: null, userErrors: owned.errors };
      const saved = await saveCollectionSeo(ctx.em, owned.value, input);
      return saved.ok ? { collection: saved.value, userErrors: [] } : { collection: null, userErrors: saved.errors };
    },
    setCollectionPassword: async (_, { collectionId, password }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { collection: null, userErrors: owned.errors };
      const saved = await setCollectionPassword(ctx.em, owned.value, collectionId, password);
      return saved.ok ? { collection: saved.value, userErrors: [] } : { collection: null, userErrors: saved.errors };
    },
    setHomeCollection: async (_, { collectionId }, ctx) => {
      const owned = await ownedWebsite(ctx);
      if (!owned.ok) return { website: null, userErrors: owned.errors };
      const changed = await setHomeCollection(ctx.em, ctx.loaders, owned.value, collectionId);
      return changed.ok ? { website: owned.value, userErrors: [] } : { website: null, userErrors: changed.errors };
    },
    setFavicon: async (_, { imageId }, ctx) => {
      const owned = await ownedWebsite(ctx);
      if (!owned.ok) return { website: null, userErrors: owned.errors };
      const changed = await setFavicon(ctx.em, owned.value, imageId);
      return changed.ok ? { website: owned.value, userErrors: [] } : { website: null, userErrors: changed.errors };
    },
    setShareButtons: async (_, { services }, ctx) => {
      const owned = await ownedWebsite(ctx);
      if (!owned.ok) return { website: null, userErrors: owned.errors };
      const changed = await setShareButtons(ctx.em, owned.value, services);
      return changed.ok ? { website: owned.value, userErrors: [] } : { website: null, userErrors: changed.errors };
    },
    setContentSecurityOrigins: async (_, { origins }, ctx) => {
      const owned = await ownedWebsite(ctx);
      if (!owned.ok) return { website: null, userErrors: owned.errors };
      const changed = await setContentSecurityOrigins(ctx.em, owned.value, origins);
      return changed.ok ? { website: owned.value, userErrors: [] } : { website: null, userErrors: changed.errors };
    },
    saveMerchandisingSettings: async (_, { input }, ctx) => {
      const owned = await ownedWebsite(ctx);
      if (!owned.ok) return { website: null, userErrors: owned.errors };
      const changed = await saveMerchandisingSettings(ctx.em, owned.value, input);
      return changed.ok ? { website: owned.value, userErrors: [] } : { website: null, userErrors: changed.errors };
    },
  },
};
