import type { Request } from 'express';
import { PAGE_TYPES, seoTextOf } from '@atelier/site';
import type { CollectionPageQuery, PostPageQuery } from '../../graphql/generated/storefront.ts';
import { collectionContext } from '../render/page-context.ts';
import { eventContext } from '../render/event-context.ts';
import { galleryContext } from '../render/gallery-context.ts';
import type { ThemePage } from '../render/theme-page.ts';

type PageCollection = NonNullable<NonNullable<CollectionPageQuery['website']>['collection']>;

/** The list an events page shows: `?view=past` or `?view=upcoming` when asked, else its owner's choice. */
export function eventsViewOf(req: Request, collection: Pick<PageCollection, 'eventsView'>): 'upcoming' | 'past' {
  const asked = req.query.view;
  if (asked === 'past' || asked === 'upcoming') return asked;
  return collection.eventsView === 'PAST' ? 'past' : 'upcoming';
}

/**
 * An events page (collections/events.list): both lists (`upcoming`, soonest first; `past`, latest
 * first), `items` the one shown, and `showPastOrUpcomingEvents` on the page and its collection, as
 * the engine's `show-past-events?` reads it.
 */
export function eventsView(
  collection: PageCollection,
  req: Request,
  timeZone: string,
  seo: ThemePage['seo'],
): ThemePage {
  const shown = eventsViewOf(req, collection);
  const upcoming = collection.upcoming.map((e) => eventContext(e, timeZone));
  const past = collection.past.map((e) => eventContext(e, timeZone));
  return {
    pageTitle: collection.title,
    pageId: `collection-${collection.id}`,
    published: true,
    pageType: PAGE_TYPES.MAIN_CONTENT,
    view: 'collections/events.list',
    json: {
      collection: { ...collectionContext(collection), showPastOrUpcomingEvents: shown },
      showPastOrUpcomingEvents: shown,
      items: shown === 'past' ? past : upcoming,
      upcoming,
      past,
      eventsViews: {
        upcomingUrl: `${collection.fullUrl}?view=upcoming`,
        pastUrl: `${collection.fullUrl}?view=past`,
      },
    },
    seo,
  };
}

/** A gallery (collections/gallery.list): its images as items, its options as `options` and `gallery`. */
export function galleryView(collection: PageCollection, seo: ThemePage['seo']): ThemePage {
  return {
    pageTitle: collection.title,
    pageId: `collection-${collection.id}`,
    published: true,
    pageType: PAGE_TYPES.MAIN_CONTENT,
    view: 'collections/gallery.list',
    json: {
      collection: collectionContext(collection),
      ...galleryContext(collection.galleryImages, collection.galleryOptions),
    },
    seo,
  };
}

type PostCollection = NonNullable<NonNullable<PostPageQuery['website']>['collection']>;

/** An event's page (collections/events.item); null when the events page has no event at that address. */
export function eventItemView(collection: PostCollection, timeZone: string): ThemePage | null {
  const event = collection.event;
  if (!event) return null;
  return {
    pageType: PAGE_TYPES.CONTENT_ITEM,
    view: 'collections/events.item',
    json: { collection: collectionContext(collection), item: eventContext(event, timeZone) },
    pageTitle: event.title,
    pageId: `item-${event.id}`,
    seo: {
      ...(({ seoTitle, seoDescription }) => ({ title: seoTitle, description: seoDescription }))(
        seoTextOf({ title: event.title, body: event.body }),
      ),
      canonicalPath: event.fullUrl,
      type: 'article',
    },
    published: true,
  };
}
