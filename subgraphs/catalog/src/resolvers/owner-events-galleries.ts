import { ownedSiteId } from '@atelier/platform';
import { saveEvent } from '../services/save-event.ts';
import { saveEventsPage } from '../services/save-events-page.ts';
import { saveGallery } from '../services/save-gallery.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** An owner's events pages, events and galleries. Each checks ownership first. */
export const ownerEventsGalleriesResolvers: Resolvers = {
  Mutation: {
    saveEventsPage: async (_, { input }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { collection: null, userErrors: owned.errors };
      const saved = await saveEventsPage(ctx.em, owned.value, input);
      return saved.ok ? { collection: saved.value, userErrors: [] } : { collection: null, userErrors: saved.errors };
    },
    saveEvent: async (_, { input }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { event: null, userErrors: owned.errors };
      const saved = await saveEvent(ctx.em, owned.value, input);
      return saved.ok ? { event: saved.value, userErrors: [] } : { event: null, userErrors: saved.errors };
    },
    saveGallery: async (_, { input }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { collection: null, userErrors: owned.errors };
      const saved = await saveGallery(ctx.em, owned.value, input);
      return saved.ok ? { collection: saved.value, userErrors: [] } : { collection: null, userErrors: saved.errors };
    },
  },
};
