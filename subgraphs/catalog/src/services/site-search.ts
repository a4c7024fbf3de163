import { moneyOf } from '@atelier/commerce';
import { Collection } from '../entities/collection.ts';
import { pageWindow } from '../domain/pagination.ts';
import { isLocked } from './collection-lock.ts';
import { searchSite } from './search.ts';
import type { Context } from '../context.ts';

/** The words of a query that are read; the rest is never a search anyone means. */
const MAX_QUERY = 200;

export interface SiteSearchRequest {
  query: string;
  page?: number | null;
  pageSize?: number | null;
  collection?: string | null;
  minPrice?: number | null;
  maxPrice?: number | null;
}

/** One page of what a site's search finds, in the collections the visitor may open (or the one asked for). */
export async function searchWebsite(ctx: Context, siteId: string, request: SiteSearchRequest) {
  const window = pageWindow(0, request.page, request.pageSize ?? 20);
  const open = (await ctx.em.find(Collection, { websiteId: siteId })).filter((c) => !isLocked(c, ctx));
  const collections = request.collection ? open.filter((c) => c.urlId === request.collection) : open;
  const { hits, totalCount, totalCountExact } = await searchSite(ctx.em, {
    websiteId: siteId,
    query: request.query.slice(0, MAX_QUERY),
    collections,
    page: window.page,
    pageSize: window.pageSize,
    minPrice: request.minPrice,
    maxPrice: request.maxPrice,
  });
  return {
    items: hits.map((hit) => ({ ...hit, price: hit.price && moneyOf(hit.price.minor, hit.price.currency) })),
    totalCount,
    totalCountExact,
    page: window.page,
    pageSize: window.pageSize,
    pageCount: pageWindow(totalCount, window.page, window.pageSize).pageCount,
  };
}
