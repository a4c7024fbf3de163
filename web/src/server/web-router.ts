import express, { Router, type NextFunction, type Request, type Response } from 'express';
import cookieParser from 'cookie-parser';
import { createLogger, failureHandler, unstorableTextIn, type Crumbs, type SiteChangeFeed } from '@atelier/platform';
import { DIST_DIR } from './assets.ts';
import { invoiceDownload } from './pages/invoice-download.ts';
import { siteAvailability } from './pages/site-availability.ts';
import { ensureCrumb } from './crumb.ts';
import type { ExecuteOperation } from './execute.ts';
import { isArtMotif, NEWSLETTER_UNSUBSCRIBE_PATH } from '@atelier/site';
import { productArtSvg } from './media/product-art.ts';
import {
  ACCOUNT_PAGES,
  accountPage,
  dashboardPage,
  sessionHandoff,
  sessionHandoffPage,
  type AccountPage,
} from './pages/dashboard-pages.ts';
import { panelAt } from '../client/dashboard/dashboard-panels.ts';
import { sendRequestRefused, sendThemeError } from './pages/message-pages.ts';
import {
  checkoutPage,
  orderPage,
  subscriptionPage,
  collectionPage,
  homePage,
  notFoundPage,
  postPage,
  productPage,
  searchPage,
  unlockPost,
  type StorefrontOptions,
} from './pages/storefront-pages.ts';
import { addToCartPost } from './pages/add-to-cart-post.ts';
import { donatePage, donatePost, donationPage } from './pages/donation-pages.ts';
import { newsletterUnsubscribePage, newsletterUnsubscribePost } from './pages/newsletter-unsubscribe-page.ts';
import { cartPage, cartPost } from './pages/cart-page.ts';
import { loadShippedThemes } from './site/shipped-themes.ts';
import { siteRestockSettings } from './site/restock-settings.ts';
import { siteTracking } from './site/tracking-context.ts';
import { themeAssetRouter } from './site/theme-assets.ts';
import { siteThemes } from './site/theme-settings.ts';
import { themeImportRouter } from './pages/theme-import.ts';
import { mediaRouter } from './media/media-router.ts';
import { seoRouter } from './seo/seo-router.ts';

const log = createLogger('web');

export interface WebOptions {
  execute: ExecuteOperation;
  crumbs: Crumbs;
  /** Site changes announced by any process: what pages keep of a site is kept until one. */
  changes: SiteChangeFeed;
}

type Handler = (req: Request, res: Response) => unknown;

/** The site server: published pages through the site's theme, the owner dashboard and their assets. */
export async function createWebRouter(options: WebOptions): Promise<Router> {
  await loadShippedThemes();
  const themes = siteThemes(options.execute, options.changes);
  const storefront: StorefrontOptions = {
    execute: options.execute,
    crumbs: options.crumbs,
    themes,
    restock: siteRestockSettings(options.execute, options.changes),
    tracking: siteTracking(options.execute, options.changes),
  };
  /** Runs a page handler; paths no page could have (NUL characters, lone surrogates) are simply not found. */
  const handle = (fn: Handler) => (req: Request, res: Response, next: NextFunction) =>
    unstorableTextIn(req.params) || unstorableTextIn(req.query)
      ? notFoundPage(storefront, req, res).catch(next)
      : Promise.resolve(fn(req, res)).catch(next);
  const router = Router();
  router.use('/assets', express.static(DIST_DIR, { immutable: true, maxAge: '1y', index: false }));
  router.use(themeAssetRouter(options.execute, themes));
  // Neither a built file nor one of the theme's: no page is under /assets.
  router.use('/assets', (_req, res) => void res.sendStatus(404));
  const sendArt = (res: Response, id: string, motif?: string, colour?: string) =>
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=86400')
      .send(
        productArtSvg(
          id.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 128),
          isArtMotif(motif) ? motif : undefined,
          colour,
        ),
      );
  router.get('/media/product-art/:id.svg', (req, res) => sendArt(res, String(req.params.id)));
  router.get('/media/product-art/:motif/:id.svg', (req, res) => sendArt(res, String(req.params.id), req.params.motif));
  router.get('/media/product-art/:motif/:colour/:id.svg', (req, res) =>
    sendArt(res, String(req.params.id), req.params.motif, req.params.colour),
  );
  router.use(seoRouter(options.execute));
  router.use(cookieParser(), ensureCrumb(options.crumbs));
  // Every page of the site below but the dashboard's: an expired site shows visitors that it is unavailable.
  const availability = siteAvailability(options.execute, options.changes);
  router.use((req, res, next) => (req.path.startsWith('/admin') ? next() : availability(req, res, next)));
  router.get(
    '/',
    handle((req, res) => homePage(storefront, req, res)),
  );
  // The site's own forms (lock screen, add to cart and the cart without scripts): small urlencoded bodies.
  const formBody = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 40 });
  router.get(
    '/cart',
    handle((req, res) => cartPage(storefront, req, res)),
  );
  router.post(
    '/cart',
    formBody,
    handle((req, res) => cartPost(storefront, req, res)),
  );
  router.get(
    '/checkout',
    handle((req, res) => checkoutPage(storefront, req, res)),
  );
  router.get(
    '/commerce/orders/:orderId',
    handle((req, res) => orderPage(storefront, req, res)),
  );
  router.get(
    '/donate',
    handle((req, res) => donatePage(storefront, req, res)),
  );
  router.post(
    '/donate',
    formBody,
    handle((req, res) => donatePost(storefront, req, res)),
  );
  router.get(
    '/commerce/donations/:donationId',
    handle((req, res) => donationPage(storefront, req, res)),
  );
  router.get(
    '/commerce/subscriptions/:subscriptionId',
    handle((req, res) => subscriptionPage(storefront, req, res)),
  );
  router.get(
    NEWSLETTER_UNSUBSCRIBE_PATH,
    handle((req, res) => newsletterUnsubscribePage(storefront, req, res)),
  );
  router.post(
    NEWSLETTER_UNSUBSCRIBE_PATH,
    formBody,
    handle((req, res) => newsletterUnsubscribePost(storefront, req, res)),
  );
  router.get(
    '/search',
    handle((req, res) => searchPage(storefront, req, res)),
  );
  for (const page of Object.keys(ACCOUNT_PAGES) as AccountPage[])
    router.get(
      `/admin/${page}`,
      handle((_req, res) => accountPage(page, res)),
    );
  router.get(
    '/admin/handoff',
    handle((_req, res) => sessionHandoffPage(res)),
  );
  router.post(
    '/admin/handoff',
    formBody,
    handle((req, res) => sessionHandoff(options.execute, req, res)),
  );
  router.get(
    '/admin/billing/invoices/:file',
    handle((req, res) => invoiceDownload(options.execute, req, res)),
  );
  // Each panel's address (GET /admin/theme is its panel; the theme upload is a POST there).
  router.get(
    '/admin{/:panel}',
    handle((req, res) => {
      const panel = panelAt(req.path);
      return panel ? dashboardPage(options.execute, panel, req, res) : notFoundPage(storefront, req, res);
    }),
  );
  router.use(themeImportRouter(options));
  router.use(mediaRouter(options));
  router.get(
    '/:collection',
    handle((req, res) => collectionPage(storefront, req, res)),
  );
  router.post(
    '/:collection',
    formBody,
    handle((req, res) => unlockPost(storefront, req, res)),
  );
  router.get(
    '/:collection/p/:product',
    handle((req, res) => productPage(storefront, req, res)),
  );
  router.post(
    '/:collection/p/:product',
    formBody,
    handle((req, res) => addToCartPost(storefront, req, res)),
  );
  router.get(
    '/:collection/:post',
    handle((req, res) => postPage(storefront, req, res)),
  );
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
