import type { EntityManager } from '@mikro-orm/postgresql';
import type { OptionalProps } from '@mikro-orm/core';
import { executePrepared, inJsonList } from '@atelier/platform';
import type { Website } from '../entities/website.ts';

/**
 * A website as the API reads it: its stored fields as plain data, in one prepared statement, as
 * products and collections are read (product-records.ts): every page reads its site, and building
 * an entity for it cost more than the read. An owner's change loads the entity (ownedWebsite).
 */
export type WebsiteRecord = Omit<Website, typeof OptionalProps>;

const SELECT = `select w.id, w.slug, w.title, w.selected_currency as "selectedCurrency", w.locale, w.time_zone as "timeZone",
    w.multiple_quantity_allowed_for_services as "multipleQuantityAllowedForServices",
    w.use_cldr_money_format as "useCldrMoneyFormat", w.theme, w.block_fields as "blockFields", w.merchandising,
    w.created_at as "createdAt", w.home_collection_id as "homeCollectionId", w.favicon_image_id as "faviconImageId",
    w.owner_id as "ownerId", w.share_buttons as "shareButtons",
    w.csp_origins as "cspOrigins"
  from catalog.website w`;

/** The websites of these ids, in no order. */
export const websitesByIds = (em: EntityManager, ids: readonly string[]) =>
  ids.length
    ? executePrepared<WebsiteRecord>(em, `${SELECT} where ${inJsonList('w.id')}`, [JSON.stringify(ids)])
    : Promise.resolve([]);
