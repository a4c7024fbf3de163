import type { Request, Response } from 'express';
import { DEFAULT_RELATED_LIMIT, MAX_RELATED_LIMIT, relatedItems } from '@atelier/theme';
import { createLogger } from '@atelier/platform';
import { RelatedItemCandidatesDocument } from '../../graphql/generated/storefront.ts';
import type { ExecuteOperation } from '../execute.ts';
import { itemContext, postContext } from '../render/page-context.ts';

const log = createLogger('templates');

/** Related items are chosen among the newest items of the collection (a shop's first in its order). */
const RELATED_CANDIDATES = 50;

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
 * first. `items` holds the default number; `limit<N>` the first N, for a tag that asks for N. When
 * the lookup fails (a subgraph down, a row it cannot answer) the page shows none and the log says why.
 */
export async function relatedOf(execute: ExecuteOperation, req: Request, res: Response, page: Record<string, unknown>) {
  const item = pageItemOf(page);
  const urlId = (page.collection as { urlId?: unknown } | undefined)?.urlId;
  if (!item || typeof urlId !== 'string') return null;
  let data;
  try {
    data = await execute(RelatedItemCandidatesDocument, { collection: urlId, limit: RELATED_CANDIDATES }, req, res);
  } catch (error) {
    // Related items are an aside of the item's page: without them the page still shows its item.
    log.error(
      { err: error, collection: urlId, item: item.id },
      'the related items could not be looked up: the page shows none',
    );
    return null;
  }
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
