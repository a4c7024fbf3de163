import type { EntityManager } from '@mikro-orm/postgresql';
import { ok, type Outcome } from '@atelier/platform';
import { Collection } from '../entities/collection.ts';
import { Event } from '../entities/event.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';
import { refuse } from '../errors.ts';

type Deleted = Outcome<string, CatalogErrorCode>;

/** Removes an event of one of the site's events pages. */
export async function deleteEvent(em: EntityManager, siteId: string, id: string): Promise<Deleted> {
  const event = await em.findOne(Event, { id, websiteId: siteId });
  if (!event) return refuse('NOT_FOUND', ['id'], { of: 'event' });
  await em.remove(event).flush();
  return ok(id);
}

/** The table of a page's items, by the page's type. */
const ITEMS = { events: '"catalog"."event"', gallery: '"catalog"."gallery_image"' } as const;

/**
 * Removes an events page with its events, or a gallery with its images (the uploads they show stay
 * in the site's images), in one transaction; a home page that was this one goes back to the default.
 */
export async function deleteItemsPage(
  em: EntityManager,
  siteId: string,
  id: string,
  type: keyof typeof ITEMS,
): Promise<Deleted> {
  const page = await em.findOne(Collection, { id, websiteId: siteId, type });
  if (!page) return refuse('NOT_FOUND', ['id'], { of: type });
  await em.transactional(async (tx) => {
    await tx.execute(`delete from ${ITEMS[type]} where "website_id" = ? and "collection_id" = ?`, [siteId, id]);
    await tx.execute(
      `update "catalog"."website" set "home_collection_id" = null where "id" = ? and "home_collection_id" = ?`,
      [siteId, id],
    );
    await tx.execute(`delete from "catalog"."collection" where "website_id" = ? and "id" = ?`, [siteId, id]);
  });
  return ok(id);
}
