import type { Request, Response } from 'express';
import {
  DEFAULT_RELATED_LIMIT,
  MAX_RELATED_LIMIT,
  relatedItems,
  resolveQueryCollection,
  type QuerySpec,
} from '@atelier/theme';
import { createLogger } from '@atelier/platform';
import {
  RelatedItemCandidatesDocument,
  ThemeQueryItemsDocument,
  type ThemeQueryItemsQuery,
} from '../../graphql/generated/storefront.ts';
import type { ExecuteOperation } from '../execute.ts';
import { collectionContext, itemContext, postContext } from '../render/page-context.ts';
import { eventContext } from '../render/event-context.ts';
import { galleryItems } from '../render/gallery-context.ts';

const log = createLogger('templates');

const MAX_QUERIES_PER_PAGE = 10;
/** Related items are chosen among the newest items of the collection (a shop's first in its order). */
const RELATED_CANDIDATES = 50;

/**
 * Runs the theme's <squarespace:query> (and named <squarespace:category>) tags of a page: each binds
 * `items` and `collection` (with its categories and tags) for its template. A collection built from
 * variables is read from the page's JSON; one that names nothing, or no collection of the site,
 * binds no items (a warning in the log), never a failed page.
 */
export async function themeQueries(
  execute: ExecuteOperation,
  req: Request,
  res: Response,
  queries: readonly QuerySpec[],
  page: Record<string, unknown>,
  site: { timeZone: string; websiteSettings: Record<string, unknown> },
) {
  const results = await Promise.all(
    queries.slice(0, MAX_QUERIES_PER_PAGE).map(async (q) => {
      const urlId = resolveQueryCollection(q, page);
      if (urlId === undefined) {
        log.warn({ collection: q.collection }, 'a query tag names no collection on this page: it shows nothing');
        return [q.key, { items: [] }] as const;
      }
      const data = await execute(
        ThemeQueryItemsDocument,
        {
          collection: urlId,
          limit: q.limit,
          category: q.category ?? null,
          tag: q.tag ?? null,
          featured: q.featured || null,
        },
        req,
        res,
      );
      const collection = data.website?.collection;
      if (!collection) {
        log.warn({ collection: urlId }, 'a query tag names a collection the site does not have: it shows nothing');
        return [q.key, { items: [] }] as const;
      }
      const items = queryItems(q, collection, site.timeZone);
      const { commentsEnabled, simpleLikingEnabled } = data.website!.commentSettings;
      return [
        q.key,
        {
          collection: collectionContext(collection),
          items,
          // Found before the page's own by what its template applies: comment counts follow the site's switch.
          websiteSettings: { ...site.websiteSettings, commentsEnabled, simpleLikingEnabled },
        },
      ] as const;
    }),
  );
  return Object.fromEntries(results);
}

type QueriedCollection = NonNullable<NonNullable<ThemeQueryItemsQuery['website']>['collection']>;

/**
 * The items a query's collection lists, its filters applied: a blog's posts (category, tag, featured
 * asked of the API), a shop's products (category and featured asked; products have no tags), an
 * events page's upcoming events (featured asked; events have no categories or tags) and a gallery's
 * images in its order (images have none of the three, so a filtered query of them lists none).
 */
function queryItems(q: QuerySpec, collection: QueriedCollection, timeZone: string) {
  switch (collection.type) {
    case 'BLOG':
      return collection.posts.items.map(postContext);
    case 'EVENTS':
      return q.category || q.tag ? [] : collection.events.map((e) => eventContext(e, timeZone));
    case 'GALLERY':
      return q.category || q.tag || q.featured ? [] : galleryItems(collection.galleryImages).slice(0, q.limit);
    default:
      return q.tag ? [] : collection.productPage.edges.map((e) => itemContext(e.node));
  }
}

interface PageItem {
  id: string;
  categories?: string[];
  tags?: string[];
}

const pageItemOf = (page: Record<string, unknown>): PageItem | undefined => {
  const item = page.item as Partial<PageItem> | undefined;
  return item && typeof item.id === 'string' ? (item as PageItem) : undefined;
};

/**
 * What `<squarespace:related>` and `sqs-related-items` show on an item's page: the items of its
 * collection (the newest 50) sharing a category or tag with it, itself excluded, the most shared
 * first. `items` holds the default number; `limit<N>` the first N, for a tag that asks for N.
 */
export async function relatedOf(execute: ExecuteOperation, req: Request, res: Response, page: Record<string, unknown>) {
  const item = pageItemOf(page);
  const urlId = (page.collection as { urlId?: unknown } | undefined)?.urlId;
  if (!item || typeof urlId !== 'string') return null;
  const data = await execute(RelatedItemCandidatesDocument, { collection: urlId, limit: RELATED_CANDIDATES }, req, res);
  const collection = data.website?.collection;
  if (!collection) return null;
  const candidates = [
    ...collection.posts.items.map(postContext),
    ...collection.productPage.edges.map((e) =>
      itemContext(e.node, { title: collection.title, fullUrl: collection.fullUrl }),
    ),
  ];
  const related = relatedItems(item, candidates, MAX_RELATED_LIMIT);
  return {
    items: related.slice(0, DEFAULT_RELATED_LIMIT),
    ...Object.fromEntries(
      Array.from({ length: MAX_RELATED_LIMIT }, (_, i) => [`limit${i + 1}`, { items: related.slice(0, i + 1) }]),
    ),
  };
}
