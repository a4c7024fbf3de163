import type { Request, Response } from 'express';
import { queriesFor, type CompiledTheme, type QuerySpec } from '@atelier/theme';
import {
  ThemeQueryItemsDocument,
  type CartSummaryFragment,
  type StorefrontWebsiteFragment,
} from '../../graphql/generated/storefront.ts';
import type { ExecuteOperation } from '../execute.ts';
import { addToCartFormContext } from '../crumb.ts';
import { cartContext, collectionContext, itemContext, postContext, websiteContext } from '../render/page-context.ts';
import type { SiteFrame } from '../render/theme-page.ts';
import { DEFAULT_THEME, shippedTheme } from './shipped-themes.ts';
import { previewIdOf, siteTheme, themeUrlOf } from './site-themes.ts';
import { siteOriginOf } from '../seo/site-origin.ts';
import type { SiteTracking } from './tracking-context.ts';

/** Navigation JSON as themes read it: items with `collection` and `active`, per navigation of template.conf. */
function navigationsOf(
  website: StorefrontWebsiteFragment,
  theme: CompiledTheme,
  currentCollectionId: string | undefined,
) {
  return Object.fromEntries(
    theme.conf.navigations.map((nav) => [
      nav.name,
      {
        title: nav.title,
        items: website.collections
          .filter((c) => c.navigation === nav.name)
          .map((c) => ({
            active: c.id === currentCollectionId,
            collection: { ...collectionContext(c), navigationTitle: c.title },
          })),
      },
    ]),
  );
}

const MAX_QUERIES_PER_PAGE = 10;

/** Runs the theme's <squarespace:query> tags: each binds `items` (and `collection`) for its template. */
async function themeQueries(execute: ExecuteOperation, req: Request, res: Response, queries: readonly QuerySpec[]) {
  const results = await Promise.all(
    queries.slice(0, MAX_QUERIES_PER_PAGE).map(async (q) => {
      const data = await execute(
        ThemeQueryItemsDocument,
        { collection: q.collection, limit: q.limit, category: q.category ?? null, tag: q.tag ?? null },
        req,
        res,
      );
      const collection = data.website?.collection;
      if (!collection) return [q.key, { items: [] }] as const;
      const products = collection.productPage.edges.map((e) => itemContext(e.node));
      const posts = collection.posts.items.map(postContext);
      return [
        q.key,
        { collection: collectionContext(collection), items: collection.type === 'BLOG' ? posts : products },
      ] as const;
    }),
  );
  return Object.fromEntries(results);
}

export interface FrameInput {
  website: StorefrontWebsiteFragment;
  /** The page's view: only the query tags of the files it renders are run. */
  view: string;
  cart: CartSummaryFragment | null | undefined;
  currentCollectionId?: string;
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
  const [pageTracking, queried] = await Promise.all([
    tracking.frameFor(req, res, { websiteId: website.id, templateId: drawn.key }),
    queries.length ? themeQueries(execute, req, res, queries) : {},
  ]);
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
      ...websiteContext(website, siteOriginOf(req)),
      cart: input.cart ? cartContext(input.cart) : null,
      addToCartForm: addToCartFormContext(res),
    },
    navigations: navigationsOf(website, theme, input.currentCollectionId),
    blockFields: Object.fromEntries(website.blockFields.map((f) => [f.id, f.html])),
    queries: queried,
    tracking: pageTracking,
  };
}
