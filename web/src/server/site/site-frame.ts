import type { Request, Response } from 'express';
import { queriesFor } from '@atelier/theme';
import type { CartSummaryFragment, StorefrontWebsiteFragment } from '../../graphql/generated/storefront.ts';
import type { ExecuteOperation } from '../execute.ts';
import { addToCartFormContext } from '../crumb.ts';
import { cartContext, websiteContext } from '../render/page-context.ts';
import { folderNavigationJson, navigationsJson } from './navigation-json.ts';
import { relatedOf, themeQueries } from './theme-tag-data.ts';
import type { SiteFrame } from '../render/theme-page.ts';
import { DEFAULT_THEME, shippedTheme } from './shipped-themes.ts';
import { previewIdOf, siteTheme, themeUrlOf } from './site-themes.ts';
import { siteOriginOf } from '../seo/site-origin.ts';
import type { SiteTracking } from './tracking-context.ts';

export interface FrameInput {
  website: StorefrontWebsiteFragment;
  /** The page's view: only the query tags of the files it renders are run. */
  view: string;
  cart: CartSummaryFragment | null | undefined;
  currentCollectionId?: string;
  /** The page's own JSON (collection, item): what a query tag's collection built from variables, and related items, are read from. */
  page?: Record<string, unknown>;
}

/** Everything of the site a themed page needs besides its own content. */
export async function siteFrame(
  execute: ExecuteOperation,
  req: Request,
  res: Response,
  input: FrameInput,
  tracking: SiteTracking,
): Promise<SiteFrame> {
  const { website } = input;
  const drawn = await siteTheme(execute, req, res, website.theme);
  const { theme } = drawn;
  const queries = queriesFor(theme, input.view);
  const page = input.page ?? {};
  const siteJson = websiteContext(website, siteOriginOf(req));
  const querySite = { timeZone: website.storeSettings.timeZone, websiteSettings: siteJson.websiteSettings };
  const [pageTracking, queried, related] = await Promise.all([
    tracking.frameFor(req, res, { websiteId: website.id, templateId: drawn.key }),
    queries.length ? themeQueries(execute, req, res, queries, page, querySite) : {},
    theme.showsRelated && input.view.endsWith('.item') ? relatedOf(execute, req, res, page) : null,
  ]);
  const navigations = navigationsJson(website.collections, theme.conf.navigations, input.currentCollectionId);
  return {
    theme,
    themeUrl: themeUrlOf(drawn),
    fallback: shippedTheme(DEFAULT_THEME),
    fallbackUrl: themeUrlOf({ key: DEFAULT_THEME, theme: shippedTheme(DEFAULT_THEME) }),
    previewing: drawn.key === previewIdOf(req),
    locale: website.locale,
    origin: siteOriginOf(req),
    siteTitle: website.title,
    faviconId: website.favicon?.id ?? null,
    allowedOrigins: website.contentSecurityOrigins,
    money: { locale: website.locale, storeSettings: website.storeSettings },
    json: {
      ...siteJson,
      cart: input.cart ? cartContext(input.cart) : null,
      addToCartForm: addToCartFormContext(res),
    },
    navigations,
    folderNavigation: folderNavigationJson(website.collections, navigations, input.currentCollectionId),
    related,
    blockFields: Object.fromEntries(website.blockFields.map((f) => [f.id, f.html])),
    queries: queried,
    tracking: pageTracking,
  };
}
