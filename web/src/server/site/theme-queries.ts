import type { Request, Response } from 'express';
import { queryFiltersApply, queryTargetOf, type QuerySpec, type QueryTarget } from '@atelier/theme';
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
  /** The collection and filters its attributes name with these values. */
  target: QueryTarget;
  /** The values of its variables (a templated query's); empty for a literal one. */
  values: readonly string[];
}

/**
 * The fetches a page's query tags need: a literal query once, one built from variables once per
 * list of values the discovery render met (query-collection.ts: a collection and its filters). Values
 * naming no URL id, or a filter a variable left empty, are left out (each a warning in the log), and
 * past MAX_QUERIES_PER_PAGE the rest (one warning): those show nothing.
 */
function queryRuns(queries: readonly QuerySpec[], discovered: ReadonlyMap<string, string[][]>): QueryRun[] {
  const runs = queries.flatMap((spec) =>
    (spec.templated ? (discovered.get(spec.key) ?? []) : [[]]).flatMap((values) => {
      const target = queryTargetOf(spec, values);
      if (target === undefined)
        log.warn(
          { collection: spec.collection, category: spec.category, tag: spec.tag, values },
          'a query tag names no collection here, or a filter its variables leave empty: it shows nothing',
        );
      return target === undefined ? [] : [{ spec, target, values }];
    }),
  );
  if (runs.length > MAX_QUERIES_PER_PAGE)
    log.warn(
      { asked: runs.length, run: MAX_QUERIES_PER_PAGE },
      'a page asks its query tags for more collections than it may: the rest show nothing',
    );
  return runs.slice(0, MAX_QUERIES_PER_PAGE);
}

/**
 * Places a templated query's data where its section reads it: `by.<value>[.<value>…]` (the engine
 * reads own keys only). Values are the page's text (a category may be any): each key is defined as
 * an own property, so one named `__proto__` is a key like the others.
 */
function placeAt(by: Record<string, unknown>, values: readonly string[], data: unknown) {
  const own = (node: Record<string, unknown>, key: string, value: unknown) =>
    Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
  let node = by;
  values.slice(0, -1).forEach((v) => {
    if (!Object.hasOwn(node, v)) own(node, v, {});
    node = node[v] as Record<string, unknown>;
  });
  own(node, values.at(-1)!, data);
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
  { spec: q, target }: QueryRun,
  site: { timeZone: string; websiteSettings: Record<string, unknown> },
) {
  let data;
  try {
    data = await execute(
      ThemeQueryItemsDocument,
      {
        collection: target.collection,
        limit: q.limit,
        category: target.category ?? null,
        tag: target.tag ?? null,
        featured: q.featured || null,
      },
      req,
      res,
    );
  } catch (error) {
    // A query tag lists things beside the page's own content: without them the page is still drawn.
    log.error({ err: error, collection: target.collection }, 'a query tag could not be looked up: it shows nothing');
    return { items: [] };
  }
  const collection = data.website?.collection;
  if (!collection) {
    log.warn(
      { collection: target.collection },
      'a query tag names a collection the site does not have: it shows nothing',
    );
    return { items: [] };
  }
  const { commentsEnabled, simpleLikingEnabled } = data.website!.commentSettings;
  return {
    collection: collectionContext(collection),
    items: queryItems({ ...q, ...target }, collection, site.timeZone),
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
