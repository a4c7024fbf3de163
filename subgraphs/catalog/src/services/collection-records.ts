import type { EntityManager } from '@mikro-orm/postgresql';
import type { OptionalProps } from '@mikro-orm/core';
import { executePrepared, inJsonList } from '@atelier/platform';
import type { Collection } from '../entities/collection.ts';

/**
 * A collection as the API reads it: its stored fields as plain data, in one statement, as products
 * are read (product-records.ts): every page reads its site's collections (its navigation, the one at
 * its address), and hydrating them as entities cost the page more than the read. Writes keep using
 * the entities.
 */
export type CollectionRecord = Omit<Collection, typeof OptionalProps>;

const SELECT = `select c.id, c.website_id as "websiteId", c.title, c.url_id as "urlId", c.type, c.description, c.body,
    c.navigation, c.position, c.categories, c.product_count as "productCount", c.password_hash as "passwordHash",
    c.created_at as "createdAt", c.seo_title as "seoTitle", c.seo_description as "seoDescription",
    c.events_view as "eventsView", c.gallery_options as "galleryOptions", c.folder_behavior as "folderBehavior",
    c.parent_id as "parentId"
  from catalog.collection c`;

/** The collections of these websites, each site's in its order (position, then title). */
export const collectionsOfWebsites = (em: EntityManager, websiteIds: readonly string[]) =>
  websiteIds.length
    ? executePrepared<CollectionRecord>(
        em,
        `${SELECT} where ${inJsonList('c.website_id')} order by c.position, c.title`,
        [JSON.stringify(websiteIds)],
      )
    : Promise.resolve([]);

/** The collections of these ids, in no order. */
export const collectionsByIds = (em: EntityManager, ids: readonly string[]) =>
  ids.length
    ? executePrepared<CollectionRecord>(em, `${SELECT} where ${inJsonList('c.id')}`, [JSON.stringify(ids)])
    : Promise.resolve([]);
