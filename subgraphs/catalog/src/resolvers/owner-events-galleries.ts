import { ownedSiteId, type Outcome } from '@atelier/platform';
import { deleteEvent, deleteItemsPage } from '../services/delete-events-galleries.ts';
import { saveEvent } from '../services/save-event.ts';
import { saveEventsPage } from '../services/save-events-page.ts';
import { saveGallery } from '../services/save-gallery.ts';
import type { CatalogErrorCode, Resolvers } from '../generated/resolvers-types.ts';

const deleted = (done: Outcome<string, CatalogErrorCode>) =>
  done.ok ? { deletedId: done.value, userErrors: [] } : { deletedId: null, userErrors: done.errors };

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
    deleteEvent: async (_, { id }, ctx) => {
      const owned = await ownedSiteId(ctx);
      return owned.ok ? deleted(await deleteEvent(ctx.em, owned.value, id)) : deleted(owned);
    },
    deleteEventsPage: async (_, { id }, ctx) => {
      const owned = await ownedSiteId(ctx);
      return owned.ok ? deleted(await deleteItemsPage(ctx.em, owned.value, id, 'events')) : deleted(owned);
    },
    deleteGallery: async (_, { id }, ctx) => {
      const owned = await ownedSiteId(ctx);
      return owned.ok ? deleted(await deleteItemsPage(ctx.em, owned.value, id, 'gallery')) : deleted(owned);
    },
  },
};
