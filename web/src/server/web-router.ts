import express, { Router, type NextFunction, type Request, type Response } from 'express';
import cookieParser from 'cookie-parser';
import { containsNulByte, createLogger, failureHandler, type Crumbs } from '@atelier/platform';
import { DIST_DIR } from './assets.ts';
import { ensureCrumb } from './crumb.ts';
import type { ExecuteOperation } from './execute.ts';
import { isArtMotif, productArtSvg, type ArtMotif } from './media/product-art.ts';
import { dashboardPage, loginPage } from './pages/dashboard-pages.ts';
import { sendRequestRefused, sendThemeError } from './pages/message-pages.ts';
import { cartPage, checkoutPage, orderPage, subscriptionPage, collectionPage, homePage, notFoundPage, postPage, productPage, searchPage, unlockPost, type StorefrontOptions } from './pages/storefront-pages.ts';
import { loadShippedThemes } from './site/shipped-themes.ts';
import { themeAssetRouter } from './site/theme-assets.ts';
import { themeImportRouter } from './pages/theme-import.ts';
import { mediaRouter } from './media/media-router.ts';
import { seoRouter } from './seo/seo-router.ts';

const log = createLogger('web');

export interface WebOptions {
  execute: ExecuteOperation;
  crumbs: Crumbs;
}

type Handler = (req: Request, res: Response) => unknown;

/** The site server: published pages through the site's theme, the owner dashboard and their assets. */
export async function createWebRouter(options: WebOptions): Promise<Router> {
  await loadShippedThemes();
  const storefront: StorefrontOptions = options;
  /** Runs a page handler; paths no page could have (NUL characters) are simply not found. */
  const handle = (fn: Handler) => (req: Request, res: Response, next: NextFunction) =>
    containsNulByte(req.params) || containsNulByte(req.query) ? notFoundPage(storefront, req, res).catch(next) : Promise.resolve(fn(req, res)).catch(next);
  const router = Router();
  router.use('/assets', express.static(DIST_DIR, { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  router.use(themeAssetRouter(options.execute));
  const sendArt = (res: Response, id: string, motif?: ArtMotif) =>
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').send(productArtSvg(id.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 128), motif));
  router.get('/media/product-art/:id.svg', (req, res) => sendArt(res, String(req.params.id)));
  router.get('/media/product-art/:motif/:id.svg', (req, res) => sendArt(res, String(req.params.id), isArtMotif(req.params.motif) ? req.params.motif : undefined));
  router.use(seoRouter(options.execute));
  router.use(cookieParser(), ensureCrumb(options.crumbs));
  router.get('/', handle((req, res) => homePage(storefront, req, res)));
  router.get('/cart', handle((req, res) => cartPage(storefront, req, res)));
  router.get('/checkout', handle((req, res) => checkoutPage(storefront, req, res)));
  router.get('/commerce/orders/:orderId', handle((req, res) => orderPage(storefront, req, res)));
  router.get('/commerce/subscriptions/:subscriptionId', handle((req, res) => subscriptionPage(storefront, req, res)));
  router.get('/search', handle((req, res) => searchPage(storefront, req, res)));
  router.get('/admin/login', handle(loginPage));
  router.get('/admin', handle((req, res) => dashboardPage(options.execute, req, res)));
  router.use(themeImportRouter(options));
  router.use(mediaRouter(options));
  router.get('/:collection', handle((req, res) => collectionPage(storefront, req, res)));
  router.post('/:collection', express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 10 }), handle((req, res) => unlockPost(storefront, req, res)));
  router.get('/:collection/p/:product', handle((req, res) => productPage(storefront, req, res)));
  router.get('/:collection/:post', handle((req, res) => postPage(storefront, req, res)));
  router.use(handle((req, res) => notFoundPage(storefront, req, res)));
  router.use(
    failureHandler(log, (failure, req, res) => {
      if (failure.unexpected) return sendThemeError(res, undefined, req, 500);
      // A body too large or in a form we do not read says so; a malformed URL or the like is no such page.
      if (failure.status === 413 || failure.status === 415) return sendRequestRefused(res, failure.status);
      sendThemeError(res, undefined, req, 404);
    }),
  );
  return router;
}
