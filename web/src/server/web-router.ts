import express, { Router, type NextFunction, type Request, type Response } from 'express';
import cookieParser from 'cookie-parser';
import { containsNulByte, createLogger, failureHandler, type Crumbs } from '@atelier/platform';
import { DIST_DIR } from './assets.ts';
import { ensureCrumb } from './crumb.ts';
import type { ExecuteOperation } from './execute.ts';
import { productArtSvg } from './media/product-art.ts';
import { dashboardPage, loginPage } from './pages/dashboard-pages.ts';
import { sendMessagePage, sendNotFound } from './pages/message-pages.ts';
import { cartPage, collectionPage, productPage, type StorefrontOptions } from './pages/storefront-pages.ts';

const log = createLogger('web');

export interface WebOptions {
  siteSlug: string;
  execute: ExecuteOperation;
  crumbs: Crumbs;
}

type Handler = (req: Request, res: Response) => unknown;
/** Runs a page handler; paths no page could have (NUL characters) are simply not found. */
const handle = (fn: Handler) => (req: Request, res: Response, next: NextFunction) =>
  containsNulByte(req.params) ? sendNotFound(res) : Promise.resolve(fn(req, res)).catch(next);

/** The site server: published pages, the cart page, the owner dashboard and their assets. */
export function createWebRouter(options: WebOptions): Router {
  const storefront: StorefrontOptions = options;
  const router = Router();
  router.use('/assets', express.static(DIST_DIR, { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  router.get('/media/product-art/:id.svg', (req, res) => {
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').send(productArtSvg(String(req.params.id).slice(0, 128)));
  });
  router.use(cookieParser(), ensureCrumb(options.crumbs));
  router.get('/', (_req, res) => res.redirect(302, '/shop'));
  router.get('/cart', handle((req, res) => cartPage(storefront, req, res)));
  router.get('/admin/login', handle(loginPage));
  router.get('/admin', handle((req, res) => dashboardPage(options.execute, req, res)));
  router.get('/:collection', handle((req, res) => collectionPage(storefront, req, res)));
  router.get('/:collection/p/:product', handle((req, res) => productPage(storefront, req, res)));
  router.use((_req, res) => sendNotFound(res));
  router.use(
    failureHandler(log, (failure, _req, res) => {
      // A malformed URL or the like is the request's fault: no such page.
      if (!failure.unexpected) return sendNotFound(res);
      sendMessagePage(res, 500, {
        heading: 'Something went wrong',
        message: `This page could not be shown just now. Please try again in a moment.${failure.requestId ? ` (Reference ${failure.requestId})` : ''}`,
        linkHref: '/shop',
        linkLabel: 'Back to the shop',
      });
    }),
  );
  return router;
}
