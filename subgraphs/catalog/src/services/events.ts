import type { EntityManager } from '@mikro-orm/postgresql';
import type { Collection } from '../entities/collection.ts';
import { Event } from '../entities/event.ts';
import { eventUrl } from '../domain/item-urls.ts';
import { eventsLimitOf, eventsListQuery, type EventsView } from '../domain/events-view.ts';
import type { Context } from '../context.ts';

export interface EventsRequest {
  view: EventsView;
  limit?: number | null;
  /** Only the featured ones (a theme's featured query); false or left out: all. */
  featured?: boolean | null;
}

/** One list of an events page at the time of asking; nothing for another collection or a locked one. */
export async function eventsOf(
  em: EntityManager,
  collection: Pick<Collection, 'id' | 'type'>,
  { view, limit, featured }: EventsRequest,
  locked: boolean,
): Promise<Event[]> {
  if (collection.type !== 'events' || locked) return [];
  const query = eventsListQuery(view, new Date());
  return em.find(
    Event,
    { collectionId: collection.id, ...query.where, ...(featured ? { featured: true } : {}) },
    {
      orderBy: query.orderBy,
      limit: eventsLimitOf(limit),
    },
  );
}

/** The event at an address of an events page. */
export const eventAt = (em: EntityManager, collectionId: string, urlId: string) =>
  em.findOne(Event, { collectionId, urlId });

export async function eventFullUrl(ctx: Context, event: Event): Promise<string> {
  return eventUrl((await ctx.loaders.collection.load(event.collectionId))!.urlId, event.urlId);
}
