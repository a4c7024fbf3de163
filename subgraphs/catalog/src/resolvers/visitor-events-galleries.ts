import { galleryOptionsOf } from '@atelier/site';
import { isLocked } from '../services/collection-lock.ts';
import { eventAt, eventFullUrl, eventsOf } from '../services/events.ts';
import { galleryImagesOf } from '../services/save-gallery.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** Events pages and galleries as the site shows them, and the share buttons of its items. */
export const visitorEventsGalleriesResolvers: Resolvers = {
  Website: {
    shareButtonOptions: (site) => site.shareButtons,
  },
  Collection: {
    eventsView: (collection) => (collection.eventsView === 'past' ? 'PAST' : 'UPCOMING'),
    events: (collection, { view, limit, featured }, ctx) =>
      eventsOf(
        ctx.em,
        collection,
        { view: view === 'PAST' ? 'past' : 'upcoming', limit, featured },
        isLocked(collection, ctx),
      ),
    event: (collection, { urlId }, ctx) =>
      collection.type !== 'events' || isLocked(collection, ctx) ? null : eventAt(ctx.em, collection.id, urlId),
    galleryImages: async (collection, _, ctx) =>
      (await galleryImagesOf(ctx.em, collection, isLocked(collection, ctx))).map(({ row, image }) => ({
        id: row.id,
        image,
        title: row.title,
        description: row.description,
        mediaFocalPoint: { x: row.focalX, y: row.focalY },
      })),
    // Read through the one rule: a stored value outside its range (an older rule's) is clamped too.
    galleryOptions: (collection) => galleryOptionsOf(collection.type === 'gallery' ? collection.galleryOptions : {}),
  },
  Event: {
    fullUrl: (event, _, ctx) => eventFullUrl(ctx, event),
    startDate: (event) => event.startAt.getTime(),
    endDate: (event) => event.endAt.getTime(),
    location: (event) => ({
      addressLine1: event.addressLine1,
      addressLine2: event.addressLine2,
      addressCountry: event.addressCountry,
      mapLat: event.mapLat,
      mapLng: event.mapLng,
    }),
  },
};
