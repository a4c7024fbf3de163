import type { Request, Response } from 'express';
import { collectionNameOf, queryFiltersApply, type QuerySpec } from '@atelier/theme';
import { createLogger } from '@atelier/platform';
import { ThemeQueryItemsDocument, type ThemeQueryItemsQuery } from '../../graphql/generated/storefront.ts';
import type { ExecuteOperation } from '../execute.ts';
import { collectionContext, itemContext, postContext } from '../render/page-context.ts';
import { eventContext } from '../render/event-context.ts';
import { galleryItems } from '../render/gallery-context.ts';

const log = createLogger('templates');

/** Collections a page's query tags fetch at most: a repeated section's tag fetches one per collection it names. */
const MAX_QUERIES_PER_PAGE = 10;

interface QueryRun {
  spec: QuerySpec;
  urlId: string;
  /** The values of its variables that named the collection (a templated query's); empty for a literal one. */
  values: readonly string[];
}

/**
 * The fetches a page's query tags need: a literal collection once, one built from variables once
 * per collection the discovery render met it naming (query-collection.ts). Names that are no URL id
 * are left out (each a warning in the log), and past MAX_QUERIES_PER_PAGE the rest (one warning):
 * those show nothing.
 */
function queryRuns(queries: readonly QuerySpec[], discovered: ReadonlyMap<string, string[][]>): QueryRun[] {
  const runs = queries.flatMap((spec) =>
    (spec.templated ? (discovered.get(spec.key) ?? []) : [[]]).flatMap((values) => {
      const urlId = collectionNameOf(spec, values);
      if (urlId === undefined)
        log.warn({ collection: spec.collection, values }, 'a query tag names no collection here: it shows nothing');
      return urlId === undefined ? [] : [{ spec, urlId, values }];
    }),
  );
  if (runs.length > MAX_QUERIES_PER_PAGE)
    log.warn(
      { asked: runs.length, run: MAX_QUERIES_PER_PAGE },
      'a page asks its query tags for more collections than it may: the rest show nothing',
    );
  return runs.slice(0, MAX_QUERIES_PER_PAGE);
}

/** Places a templated query's data where its section reads it: `by.<value>[.<value>…]` (the engine reads own keys only). */
function placeAt(by: Record<string, unknown>, values: readonly string[], data: unknown) {
  let node = by;
  values.slice(0, -1).forEach((v) => {
    node[v] = Object.hasOwn(node, v) ? node[v] : {};
    node = node[v] as Record<string, unknown>;
  });
  node[values.at(-1)!] = data;
}

/**
 * Runs the theme's <squarespace:query> (and named <squarespace:category>) tags of a page: each binds
 * `items` and `collection` (with its categories and tags) for its template, by query key; a query
 * whose collection is built from variables under `by`, one entry per collection it names on the page
 * (`discovered`: discoverQueryValues). A name of no collection of the site binds no items (a warning
 * in the log), never a failed page.
 */
export async function themeQueries(
  execute: ExecuteOperation,
  req: Request,
  res: Response,
  queries: readonly QuerySpec[],
  discovered: ReadonlyMap<string, string[][]>,
  site: { timeZone: string; websiteSettings: Record<string, unknown> },
) {
  const fetched = await Promise.all(
    queryRuns(queries, discovered).map(async (run) => [run, await queryData(execute, req, res, run, site)] as const),
  );
  const bound: Record<string, unknown> = {};
  for (const [{ spec, values }, data] of fetched) {
    if (!spec.templated) bound[spec.key] = data;
    else {
      const entry = (bound[spec.key] ??= { by: {} }) as { by: Record<string, unknown> };
      placeAt(entry.by, values, data);
    }
  }
  return bound;
}

/**
 * What one query tag binds for one collection: its items, the collection, the site's comment
 * switches; no items when the collection is none of the site's or its lookup fails (logged).
 */
async function queryData(
  execute: ExecuteOperation,
  req: Request,
  res: Response,
  { spec: q, urlId }: QueryRun,
  site: { timeZone: string; websiteSettings: Record<string, unknown> },
) {
  let data;
  try {
    data = await execute(
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
  } catch (error) {
    // A query tag lists things beside the page's own content: without them the page is still drawn.
    log.error({ err: error, collection: urlId }, 'a query tag could not be looked up: it shows nothing');
    return { items: [] };
  }
  const collection = data.website?.collection;
  if (!collection) {
    log.warn({ collection: urlId }, 'a query tag names a collection the site does not have: it shows nothing');
    return { items: [] };
  }
  const { commentsEnabled, simpleLikingEnabled } = data.website!.commentSettings;
  return {
    collection: collectionContext(collection),
    items: queryItems(q, collection, site.timeZone),
    // Found before the page's own by what its template applies: comment counts follow the site's switch.
    websiteSettings: { ...site.websiteSettings, commentsEnabled, simpleLikingEnabled },
  };
}

type QueriedCollection = NonNullable<NonNullable<ThemeQueryItemsQuery['website']>['collection']>;

/**
 * The items a query's collection lists, as the API filtered them: a blog's posts, a shop's products,
 * an events page's upcoming events, a gallery's images in its order (the first `limit`); none when
 * the query filters on a mark its items lack (packages/theme queryFiltersApply).
 */
function queryItems(q: QuerySpec, collection: QueriedCollection, timeZone: string) {
  if (!queryFiltersApply(q, collection.type)) return [];
  switch (collection.type) {
    case 'BLOG':
      return collection.posts.items.map(postContext);
    case 'EVENTS':
      return collection.events.map((e) => eventContext(e, timeZone));
    case 'GALLERY':
      return galleryItems(collection.galleryImages).slice(0, q.limit);
    // A page or a folder holds no items a query lists.
    case 'PAGE':
    case 'FOLDER':
      return [];
    default:
      return collection.productPage.edges.map((e) => itemContext(e.node));
  }
}
