import { GraphQLError } from 'graphql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EMPTY_CONNECTION, executePrepared, relayConnection } from '@atelier/platform';
import { decodeCursor, encodeCursor, pageSizeOf, type SortKey } from '../domain/cursor.ts';
import type { CollectionType } from '../entities/collection.ts';
import type { ProductTypeName } from '@atelier/commerce';
import type { StockPort } from '../ports/stock-port.ts';

export interface ProductFilter {
  collectionId?: string | null;
  category?: string | null;
  productType?: ProductTypeName | null;
  isSubscribable?: boolean | null;
  onSale?: boolean | null;
  inStock?: boolean | null;
  /** Only the featured ones (a shop's featured query); false or left out: all. */
  featured?: boolean | null;
}

export interface Page {
  ids: string[];
  keys: SortKey[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  totalCount: number;
}

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** Checks `first` and `after` as a partner sent them; a refusal says what is wrong. */
export function pageRequest(
  first: number | null | undefined,
  after: string | null | undefined,
): { size: number; after?: SortKey } {
  const size = pageSizeOf(first);
  if (size === undefined) throw badInput('`first` must be from 1 to 100.');
  if (after == null) return { size };
  const key = decodeCursor(after);
  if (!key) throw badInput('`after` is not a cursor of this list.');
  return { size, after: key };
}

interface Row {
  id: string;
  title: string;
  /** bigint for the newest sort: the driver gives it as text. */
  sort_value: number | string;
}

export type ProductSort = 'SHOP_ORDER' | 'PRICE_LOW_TO_HIGH' | 'PRICE_HIGH_TO_LOW' | 'NEWEST' | 'TITLE';

/** The first part of each sort's key, a whole number ascending (so high-to-low and newest are negated). */
const SORT_VALUE: Record<ProductSort, string> = {
  SHOP_ORDER: 't.position',
  // price_from: the lowest price a shopper pays now, kept by a trigger on the variants.
  PRICE_LOW_TO_HIGH: 't.price_from',
  PRICE_HIGH_TO_LOW: '(-t.price_from)',
  NEWEST: `-(extract(epoch from t.created_at) * 1000)::bigint`,
  TITLE: '0',
};

/**
 * One keyset page and the count, with the same conditions: rows ordered by (sort value, title, id),
 * `first + 1` of them to say whether more follow. A count the caller already keeps is not counted again.
 */
async function keysetPage(
  em: EntityManager,
  table: string,
  where: string[],
  params: unknown[],
  sortValue: string,
  size: number,
  after: SortKey | undefined,
  knownCount?: number,
): Promise<Page> {
  const keyed = `select t.id, t.title, ${sortValue} as sort_value from ${table} t where ${where.join(' and ')}`;
  // Every shop page runs these: prepared, each connection plans them once.
  const [rows, count] = await Promise.all([
    executePrepared<Row>(
      em,
      `select k.id, k.title, k.sort_value from (${keyed}) k ${after ? 'where (k.sort_value, k.title, k.id) > (?, ?, ?)' : ''} order by k.sort_value, k.title, k.id limit ?`,
      [...params, ...(after ?? []), size + 1],
    ),
    knownCount ??
      executePrepared<{ n: number }>(
        em,
        `select count(*)::int as n from ${table} t where ${where.join(' and ')}`,
        params,
      ).then(([row]) => row?.n ?? 0),
  ]);
  const page = rows.slice(0, size);
  return {
    ids: page.map((r) => r.id),
    keys: page.map((r) => [Number(r.sort_value), r.title, r.id]),
    hasNextPage: rows.length > size,
    hasPreviousPage: Boolean(after),
    totalCount: count,
  };
}

/**
 * A page of products (not archived), filtered; stock comes from the cart when asked for. `of` is a
 * site (a partner's filter may name any collection id: only the site's count) or one collection the
 * caller already knows is the site's, which the shop-order and price indexes answer alone, with the
 * count of products it lists (Collection.productCount) for a page of all of them.
 */
export async function productPage(
  em: EntityManager,
  stock: StockPort,
  of: { siteId: string } | { siteId: string; ownCollectionId: string; productCount: number },
  filter: ProductFilter,
  size: number,
  after: SortKey | undefined,
  sort: ProductSort = 'SHOP_ORDER',
): Promise<Page> {
  const siteId = of.siteId;
  const where =
    'ownCollectionId' in of
      ? ['t.collection_id = ?', 't.archived_at is null']
      : ['t.website_id = ?', 't.archived_at is null'];
  const params: unknown[] = ['ownCollectionId' in of ? of.ownCollectionId : siteId];
  const add = (condition: string, value: unknown) => {
    where.push(condition);
    params.push(value);
  };
  if (filter.collectionId) add('t.collection_id = ?', filter.collectionId);
  if (filter.category) add('t.categories @> ?::jsonb', JSON.stringify([filter.category]));
  if (filter.featured) where.push('t.featured');
  if (filter.productType) add('t.product_type = ?', filter.productType);
  if (filter.isSubscribable != null) add('t.is_subscribable = ?', filter.isSubscribable);
  if (filter.onSale != null)
    add('exists (select 1 from catalog.variant v where v.product_id = t.id and v.on_sale) = ?', filter.onSale);
  if (filter.inStock != null) {
    // Digital products never run out; the others ask the cart, which keeps stock, about the candidates.
    const candidates = await em
      .getConnection()
      .execute<{ id: string }[]>(
        `select t.id from catalog.product t where ${where.join(' and ')} and t.product_type <> 'DIGITAL'`,
        params,
      );
    const stocked = await stock.stockedItemIds(
      siteId,
      candidates.map((c) => c.id),
    );
    // A filter on rows the keyset scan walks, not a lookup: `in (select …)` hashes the list once,
    // where inJsonList's `= any(array)` would compare each row with every stocked id.
    where.push(`(t.product_type = 'DIGITAL' or t.id in (select jsonb_array_elements_text(?::jsonb))) = ?`);
    params.push(JSON.stringify([...stocked]), filter.inStock);
  }
  const unfiltered = 'ownCollectionId' in of && where.length === 2;
  return keysetPage(
    em,
    'catalog.product',
    where,
    params,
    SORT_VALUE[sort],
    size,
    after,
    unfiltered ? of.productCount : undefined,
  );
}

/**
 * A page of one shop's products as its owner lists them: the archived ones, or the others, in the
 * shop's order. The count of those not archived is the one the collection keeps.
 */
export async function ownerProductPage(
  em: EntityManager,
  collection: { id: string; productCount: number },
  archived: boolean,
  size: number,
  after: SortKey | undefined,
): Promise<Page> {
  const where = ['t.collection_id = ?', archived ? 't.archived_at is not null' : 't.archived_at is null'];
  return keysetPage(
    em,
    'catalog.product',
    where,
    [collection.id],
    SORT_VALUE.SHOP_ORDER,
    size,
    after,
    archived ? undefined : collection.productCount,
  );
}

export async function collectionPage(
  em: EntityManager,
  siteId: string,
  type: CollectionType | undefined,
  size: number,
  after: SortKey | undefined,
): Promise<Page> {
  const where = ['t.website_id = ?'];
  const params: unknown[] = [siteId];
  if (type) {
    where.push('t.type = ?');
    params.push(type);
  }
  return keysetPage(em, 'catalog.collection', where, params, 't.position', size, after);
}

/** The connection shape of a page, its nodes loaded (in order) by the caller's loader. */
export const emptyConnection = EMPTY_CONNECTION;

export async function connectionOf<T>(page: Page, load: (ids: string[]) => Promise<(T | null | Error)[]>) {
  const nodes = await load(page.ids);
  const edges = page.ids.flatMap((_, i) => {
    const node = nodes[i];
    return node && !(node instanceof Error) ? [{ cursor: encodeCursor(page.keys[i]!), node }] : [];
  });
  return relayConnection(edges, page);
}
