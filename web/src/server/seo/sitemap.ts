import { once } from 'node:events';
import type { Request, Response } from 'express';
import { createLogger } from '@atelier/platform';
import {
  SiteMapPostsDocument,
  SiteMapProductsDocument,
  type SiteMapCollectionsQuery,
  type SiteMapProductsQuery,
} from '../../graphql/generated/storefront.ts';
import type { ExecuteOperation } from '../execute.ts';
import { SITEMAP_HEAD, SITEMAP_TAIL, sitemapUrl } from './sitemap-xml.ts';

const log = createLogger('web');
/** The most a shop's connection and a blog's page give at once. */
const PRODUCTS_AT_ONCE = 100;
const POSTS_AT_ONCE = 50;

type SiteCollections = NonNullable<SiteMapCollectionsQuery['website']>;

/** A collection's items, a page at a time: its products by their cursor, or its posts by page number. */
async function* itemsOf(
  execute: ExecuteOperation,
  req: Request,
  res: Response,
  collection: SiteCollections['collections'][number],
): AsyncGenerator<{ fullUrl: string; updatedAt: string }[]> {
  if (collection.type === 'PRODUCTS') {
    let after: string | null = null;
    do {
      const data: SiteMapProductsQuery = await execute(
        SiteMapProductsDocument,
        { collection: collection.urlId, first: PRODUCTS_AT_ONCE, after },
        req,
        res,
      );
      const page = data.website?.collection?.productPage;
      if (!page) return;
      yield page.edges.map((e) => e.node);
      after = page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null;
    } while (after);
  } else if (collection.type === 'BLOG') {
    for (let page = 1, pageCount = 1; page <= pageCount; page++) {
      const data = await execute(
        SiteMapPostsDocument,
        { collection: collection.urlId, page, pageSize: POSTS_AT_ONCE },
        req,
        res,
      );
      const posts = data.website?.collection?.posts;
      if (!posts) return;
      pageCount = posts.pageCount;
      yield posts.items;
    }
  }
}

/** Writes a part, waiting while the visitor's connection is full (or until it closes). */
async function write(res: Response, chunk: string): Promise<void> {
  if (chunk && !res.write(chunk) && !res.destroyed) await Promise.race([once(res, 'drain'), once(res, 'close')]);
}

/**
 * /sitemap.xml: the home page, every public collection (the home collection is listed once, as /),
 * and the items of each (a folder only when its address lists its pages): products (not archived) a hundred at a time through the shop's cursor,
 * posts fifty at a time, written out as they are read, so a 10,000-product shop never sits in
 * memory whole. Collections behind a password and their items are left out, whoever asks.
 */
export async function sendSitemap(
  execute: ExecuteOperation,
  req: Request,
  res: Response,
  origin: string,
  site: SiteCollections,
): Promise<void> {
  // A folder is a page of its own only as an index (packages/site folderAddressAnswer).
  const open = site.collections.filter((c) => !c.isProtected && (c.type !== 'FOLDER' || c.folderBehavior === 'INDEX'));
  res.status(200).type('application/xml; charset=utf-8').set('Cache-Control', 'public, max-age=600');
  res.write(SITEMAP_HEAD + sitemapUrl(`${origin}/`));
  try {
    await write(
      res,
      open
        .filter((c) => c.id !== site.homeCollection?.id)
        .map((c) => sitemapUrl(origin + c.fullUrl))
        .join(''),
    );
    for (const collection of open) {
      for await (const items of itemsOf(execute, req, res, collection)) {
        if (res.destroyed) return;
        await write(res, items.map((item) => sitemapUrl(origin + item.fullUrl, item.updatedAt)).join(''));
      }
    }
  } catch (error) {
    // Half a sitemap is not one: the connection is cut, so a crawler reads a failure, not a shorter list.
    log.error({ err: error }, 'the sitemap could not be written whole');
    res.destroy();
    return;
  }
  res.end(SITEMAP_TAIL);
}
