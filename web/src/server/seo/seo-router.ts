import { readFileSync } from 'node:fs';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { unstorableTextIn } from '@atelier/platform';
import {
  ImageFileDocument,
  SiteFaviconDocument,
  SiteMapCollectionsDocument,
} from '../../graphql/generated/storefront.ts';
import type { ExecuteOperation } from '../execute.ts';
import { sendNoSite } from '../pages/message-pages.ts';
import { sendBlogFeed } from './blog-feed.ts';
import { robotsTxt } from './robots-txt.ts';
import { sendSitemap } from './sitemap.ts';
import { siteOriginOf } from './site-origin.ts';

/** Atelier's icon (packages/theme/themes/atelier/assets/favicon.svg at 16, 32 and 48 px), for sites whose owner chose none. */
const ATELIER_ICON = readFileSync(new URL('./atelier-icon.ico', import.meta.url));
/** A stored size of the owner's icon: the smallest (300 px, or the upload's own width below it). */
const ICON_WIDTH = 64;
/** A day: pages link the owner's icon by its id (?v=), so a new one shows at once where it matters. */
const ICON_CACHE = 'public, max-age=86400';

type Handler = (req: Request, res: Response, next: NextFunction) => Promise<unknown>;
const route = (fn: Handler) => (req: Request, res: Response, next: NextFunction) => fn(req, res, next).catch(next);

/**
 * The files search engines and browsers ask every site for, and blogs' feeds. They are public and
 * the same for every visitor, so they are mounted before the crumb cookie is set, and may be cached.
 */
export function seoRouter(execute: ExecuteOperation): Router {
  const router = Router();
  router.get(
    '/sitemap.xml',
    route(async (req, res) => {
      const { website } = await execute(SiteMapCollectionsDocument, {}, req, res);
      if (!website) return sendNoSite(res);
      await sendSitemap(execute, req, res, siteOriginOf(req), website);
    }),
  );
  router.get(
    '/robots.txt',
    route(async (req, res) => {
      const { website } = await execute(SiteMapCollectionsDocument, {}, req, res);
      if (!website) return sendNoSite(res);
      const collections = website.collections.map((c) => ({ path: c.fullUrl, locked: c.isProtected }));
      res
        .status(200)
        .type('text/plain; charset=utf-8')
        .set('Cache-Control', 'public, max-age=600')
        .send(robotsTxt(siteOriginOf(req), collections));
    }),
  );
  router.get(
    '/favicon.ico',
    route(async (req, res) => {
      const { website } = await execute(SiteFaviconDocument, {}, req, res);
      if (!website) return sendNoSite(res);
      const file = website.favicon
        ? (await execute(ImageFileDocument, { id: website.favicon.id, width: ICON_WIDTH }, req, res)).imageFile
        : null;
      if (file)
        return void res
          .status(200)
          .type(file.contentType)
          .set('Cache-Control', ICON_CACHE)
          .send(Buffer.from(file.base64, 'base64'));
      res.status(200).type('image/x-icon').set('Cache-Control', ICON_CACHE).send(ATELIER_ICON);
    }),
  );
  router.get(
    '/:collection',
    route(async (req, res, next) => {
      // Anything else at a collection's address is its page (text no page's address can hold, no page at all: the page route says so).
      if (req.query.format !== 'rss' || unstorableTextIn(req.params) || !(await sendBlogFeed(execute, req, res)))
        next();
    }),
  );
  return router;
}
