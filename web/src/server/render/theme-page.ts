import type { Response } from 'express';
import { createLogger, cspNonce } from '@atelier/platform';
import { pageTypeName, type PageType } from '@atelier/site';
import { mergedOrigins, policyWithOrigins, renderThemeBlock, renderThemePage } from '@atelier/theme';
import type { CompiledTheme } from '@atelier/theme';
import { entryAssets, islandPreloads, type EntryName } from '../assets.ts';
import type { IslandName } from '../../client/entries.ts';
import { dataBlock } from './data-block.ts';
import { escapeHtml } from '@atelier/html';
import { moneyFormatBlock, nativeMoneyStyle, storefrontMoneyFormat, type MoneySettings } from './money-format-tag.ts';
import { seoHead } from '../seo/seo-head.ts';
import { pageCaching, sendCachedPage } from './page-caching.ts';
import type { PageSeo } from '../seo/page-seo.ts';
import { pageIsTracked, TRACKING_CONTEXT_BLOCK, type TrackingPageContext } from '@atelier/tracking';
import type { FrameTracking } from '../site/tracking-context.ts';

const log = createLogger('templates');

/** A site as its pages need it: the JSON every template reads, and the theme that draws it. */
export interface SiteFrame {
  theme: CompiledTheme;
  /** Where the theme's stylesheet, scripts and assets are served from. */
  themeUrl: string;
  /** The default theme, for views and blocks an imported theme lacks, and pages its templates cannot finish. */
  fallback: CompiledTheme;
  /** Where the default theme's stylesheet, scripts and assets are served from. */
  fallbackUrl: string;
  /** The owner previews a draft of the theme: a template that cannot finish shows them the error page, not the default theme. */
  previewing: boolean;
  locale: string;
  /** The origin the visitor reached the site on: absolute links of the page's head point there. */
  origin: string;
  /** The site's title, as search results and link previews name it. */
  siteTitle: string;
  /** The owner's icon (an uploaded image's id); null: Atelier's, or the theme's own. */
  faviconId: string | null;
  /** Origins the owner allows the site's pages to load from (/admin/settings), beside the theme's. */
  allowedOrigins: readonly { directive: string; origin: string }[];
  /** How the site writes money (its locale, currency and style). */
  money: MoneySettings;
  /** website, websiteSettings, featureFlags, localizedStrings, cart, addToCartForm: read by every template. */
  json: Record<string, unknown>;
  navigations: Record<string, unknown>;
  blockFields: Record<string, string>;
  queries: Record<string, unknown>;
  /** <squarespace:folder-navigation>'s navigation: the page's folder, else the navigation it is listed in, or null. */
  folderNavigation: unknown;
  /** Related items of the page's item, when its theme shows them; null otherwise. */
  related: unknown;
  /** What the page script needs of the site and the visitor (its settings, whether the owner is signed in). */
  tracking: FrameTracking;
}

export interface ThemePage {
  pageType: PageType;
  /** The theme template of this page: collections/<type>.list or .item, or pages/<name>.page. */
  view: string;
  /** Page JSON: collection, items, item, pagination, ... */
  json: Record<string, unknown>;
  pageTitle?: string;
  pageId: string;
  status?: number;
  /** The client entry of the page's islands. */
  entry?: EntryName;
  /** What the page tells search engines and link previews; a page without it is its title, kept out of indexes when it is no page (status 400 and up). */
  seo?: PageSeo;
  /** Data the page's islands start from (what the server drew the page with), by the id of its data block. */
  islandData?: Record<string, unknown>;
  /**
   * Islands the page surely shows (a product page's add-to-cart): fetched beside the entry rather
   * than after it, so a shopper's first click finds the island mounted, not the page's no-script form.
   */
  preload?: readonly IslandName[];
  /**
   * The page shows the site's published content (a collection, a product, a post), the same for
   * every visitor but their cart and crumb: a browser may keep it (page-caching.ts). Left out, it
   * keeps nothing.
   */
  published?: boolean;
  /** What the page script records besides the page view: the search page's words, the confirmed order. */
  tracking?: Pick<TrackingPageContext, 'searchTerm' | 'order'>;
}

/** The page script's context, when this page loads it (packages/tracking `pageIsTracked`). */
function trackingContext(frame: SiteFrame, page: ThemePage): TrackingPageContext | null {
  const site = frame.tracking;
  if (!pageIsTracked(page.pageType, site.ownerSignedIn)) return null;
  return {
    websiteId: site.websiteId,
    templateId: site.templateId,
    pageType: page.pageType,
    trackingEnabled: site.trackingEnabled,
    cookieBanner: site.cookieBanner,
    authenticatedAccountId: site.authenticatedAccountId,
    ...page.tracking,
  };
}

/**
 * The site's icon: the owner's (named by its id, so a new one is fetched at once), else /favicon.ico
 * (Atelier's) beside the theme's own drawing when it has one, which browsers that read SVG prefer.
 */
function iconLinks(frame: SiteFrame): string {
  if (frame.faviconId) return `<link rel="icon" href="/favicon.ico?v=${encodeURIComponent(frame.faviconId)}">\n`;
  const drawn = frame.theme.statics.has('assets/favicon.svg')
    ? `<link rel="icon" href="${frame.themeUrl}/assets/favicon.svg" type="image/svg+xml">\n`
    : '';
  return `<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48">\n${drawn}`;
}

/** What a page without its own SEO tells: its title, and that it is no page for an index when it is an error. */
const seoOf = (page: ThemePage): PageSeo =>
  page.seo ?? { title: page.pageTitle ?? '', description: '', type: 'website', noindex: (page.status ?? 200) >= 400 };

/** The markup of {squarespace-headers}: what the page tells search engines, its icon, the theme's stylesheet, then the islands' styles and script, and the page script on a tracked page. */
function headers(frame: SiteFrame, page: ThemePage, nonce: string): string {
  const assets = entryAssets(page.entry ?? 'islands');
  const preloads = page.preload ? islandPreloads(page.preload) : [];
  const scripts = trackingContext(frame, page)
    ? [...assets.scripts, ...entryAssets('tracking').scripts]
    : assets.scripts;
  return (
    seoHead(seoOf(page), { origin: frame.origin, title: frame.siteTitle, locale: frame.locale }, nonce) +
    iconLinks(frame) +
    `<link rel="stylesheet" href="${frame.themeUrl}/site.css">\n` +
    nativeMoneyStyle(frame.money, nonce) +
    assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">\n`).join('') +
    scripts.map((src) => `<script type="module" nonce="${nonce}" src="${escapeHtml(src)}"></script>\n`).join('') +
    preloads.map((href) => `<link rel="modulepreload" nonce="${nonce}" href="${escapeHtml(href)}">\n`).join('')
  );
}

/** The markup of {squarespace-footers}: the cart pill's root, seeded with the visitor's cart, the islands' data and the page script's. */
function footers(frame: SiteFrame, page: ThemePage): string {
  const cart = JSON.stringify(frame.json.cart ?? null);
  const tracking = trackingContext(frame, page);
  const data = Object.entries({ ...page.islandData, ...(tracking ? { [TRACKING_CONTEXT_BLOCK]: tracking } : {}) }).map(
    ([id, value]) => dataBlock(id, value),
  );
  return (
    `<div id="cart-pill-root" data-page-type="${page.pageType}" data-cart="${escapeHtml(cart)}"></div>` +
    moneyFormatBlock(storefrontMoneyFormat(frame.money)) +
    data.join('')
  );
}

/** {squarespace.cart-classes}: whether the visitor's cart holds anything, for the theme's cart link. */
const cartClassesOf = (frame: SiteFrame) =>
  ((frame.json.cart as { totalQuantity?: number } | null)?.totalQuantity ?? 0) > 0 ? 'cart-has-items' : 'cart-empty';

const classesOf = (page: ThemePage) =>
  [
    `page-type-${pageTypeName(page.pageType)?.toLowerCase().replace(/_/g, '-')}`,
    `view-${page.view.replace(/[^a-z0-9]+/gi, '-')}`,
  ].join(' ');

/**
 * A page drawn through the site's theme. When a template of an imported theme cannot finish (it ran
 * past its budget), that page alone is drawn by the default theme; null when that fails too, or when
 * the owner previews a draft (they are to see that it fails).
 */
export function renderSitePage(res: Response, frame: SiteFrame, page: ThemePage): string | null {
  const html = drawPage(res, frame, page);
  if (html !== null || frame.previewing || frame.theme === frame.fallback) return html;
  log.warn({ theme: frame.theme.conf.name, view: page.view }, 'the page is drawn by the default theme instead');
  return drawPage(res, { ...frame, theme: frame.fallback, themeUrl: frame.fallbackUrl }, page);
}

function drawPage(res: Response, frame: SiteFrame, page: ThemePage): string | null {
  const nonce = cspNonce(res);
  const result = renderThemePage(frame.theme, {
    view: page.view,
    // seoTitle: the page's title for a <title> (the owner's SEO title, else its own; '' on the home page), beside pageTitle.
    json: {
      ...frame.json,
      ...page.json,
      pageType: page.pageType,
      pageTitle: page.pageTitle ?? '',
      seoTitle: seoOf(page).title,
      seoDescription: seoOf(page).description,
    },
    locale: frame.locale,
    fallback: frame.fallback,
    tags: {
      headers: headers(frame, page, nonce),
      footers: footers(frame, page),
      pageId: page.pageId,
      pageClasses: classesOf(page),
      cartClasses: cartClassesOf(frame),
      navigations: frame.navigations,
      queries: frame.queries,
      folderNavigation: frame.folderNavigation,
      related: frame.related,
      blockFields: frame.blockFields,
      themeUrl: frame.themeUrl,
      nonce,
    },
  });
  if (!result.stopped) allowThemeOrigins(res, frame);
  if (result.stopped) {
    log.warn(
      { theme: frame.theme.conf.name, view: page.view, stopped: result.stopped },
      'a theme template ran past its budget',
    );
    return null;
  }
  if (result.errors.length)
    log.warn(
      { theme: frame.theme.conf.name, view: page.view, errors: result.errors.map((e) => e.message).slice(0, 10) },
      'template rendered with errors',
    );
  return result.html;
}

/**
 * The origins the page's theme declares in template.conf (web fonts, a script CDN) and those its
 * owner allows in /admin, added to this response's policy; everything else stays blocked.
 */
function allowThemeOrigins(res: Response, frame: SiteFrame): void {
  const policy = res.getHeader('Content-Security-Policy');
  const origins = mergedOrigins(frame.theme.conf.contentSecurityPolicy, frame.allowedOrigins);
  if (typeof policy === 'string' && Object.keys(origins).length)
    res.setHeader('Content-Security-Policy', policyWithOrigins(policy, origins));
}

/** Sends a page drawn by renderSitePage, with the caching it allows (304 when the browser holds it already). */
export function sendRenderedPage(res: Response, page: ThemePage, html: string): void {
  const status = page.status ?? 200;
  sendCachedPage(res.req, res, pageCaching(res.req, res, page.published ?? false, status), status, html);
}

/** Renders a page through the site's theme; false when the theme could not (the caller shows the error page). */
export function sendThemePage(res: Response, frame: SiteFrame, page: ThemePage): boolean {
  const html = renderSitePage(res, frame, page);
  if (html === null) return false;
  sendRenderedPage(res, page, html);
  return true;
}

/** One block of the site's theme against the page's JSON and its own (a form block in a body); '' when it cannot render. */
export function renderBlock(frame: SiteFrame, block: string, json: Record<string, unknown>): string {
  const result = renderThemeBlock(frame.theme, {
    block,
    json: { ...frame.json, ...json },
    locale: frame.locale,
    fallback: frame.fallback,
  });
  if (result.stopped || result.errors.length)
    log.warn(
      {
        theme: frame.theme.conf.name,
        block,
        stopped: result.stopped,
        errors: result.errors.map((e) => e.message).slice(0, 10),
      },
      'a block rendered with errors',
    );
  return result.stopped ? '' : result.html;
}
