import type { ProductSort } from '../../graphql/generated/storefront.ts';

/** What a shop page URL asks for: ?category=&sort=&after= (a cursor of the page before). */
export interface ShopListParams {
  category?: string;
  sort: ProductSort;
  after?: string;
}

/** The sorts a shopper can choose, as they read in the URL and in the list. */
export const SHOP_SORTS: readonly { value: string; sort: ProductSort; label: string }[] = [
  { value: '', sort: 'SHOP_ORDER', label: 'Featured' },
  { value: 'newest', sort: 'NEWEST', label: 'Newest' },
  { value: 'price-asc', sort: 'PRICE_LOW_TO_HIGH', label: 'Price, low to high' },
  { value: 'price-desc', sort: 'PRICE_HIGH_TO_LOW', label: 'Price, high to low' },
  { value: 'title', sort: 'TITLE', label: 'Name, A to Z' },
];

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : undefined;

export function shopListParams(query: Record<string, unknown>): ShopListParams {
  const sort = SHOP_SORTS.find((s) => s.value === query.sort)?.sort ?? 'SHOP_ORDER';
  const params: ShopListParams = { sort };
  const category = text(query.category, 50);
  if (category) params.category = category;
  const after = typeof query.after === 'string' && /^[A-Za-z0-9_-]{1,400}$/.test(query.after) ? query.after : undefined;
  if (after) params.after = after;
  return params;
}

/** A shop URL with these choices (and a cursor, for the next page). */
export function shopUrl(base: string, params: { category?: string; sort: ProductSort; after?: string }): string {
  const search = new URLSearchParams();
  if (params.category) search.set('category', params.category);
  const sort = SHOP_SORTS.find((s) => s.sort === params.sort)?.value;
  if (sort) search.set('sort', sort);
  if (params.after) search.set('after', params.after);
  const query = search.toString();
  return query ? `${base}?${query}` : base;
}
