import type { Request, Response } from 'express';
import { PAGE_TYPES } from '@atelier/site';
import {
  CollectionPageDocument,
  HomeCollectionDocument,
  PageFormsDocument,
  PostPageDocument,
  ProductPageDocument,
  SearchPageDocument,
  SiteCurrencyDocument,
  SitePageDocument,
  UnlockCollectionDocument,
  type CollectionPageQuery,
  type ProductPageQuery,
  type StorefrontProductFragment,
} from '../../graphql/generated/storefront.ts';
import { OrderPageDocument, SubscriptionPageDocument } from '../../graphql/generated/checkout.ts';
import { addToCartFormContext, pageCrumb } from '../crumb.ts';
import type { AddToCartRefusal } from '@atelier/template-language';
import { isBadUserInput, type ExecuteOperation } from '../execute.ts';
import {
  collectionContext,
  itemContext,
  merchandisingContext,
  postContext,
  websiteContext,
} from '../render/page-context.ts';
import {
  renderBlock,
  renderSitePage,
  sendRenderedPage,
  sendThemePage,
  type SiteFrame,
  type ThemePage,
} from '../render/theme-page.ts';
import {
  cardItemContext,
  cardMerchandisingContext,
  rememberThemeReadsItemDetails,
  themeReadsItemDetails,
  Tripwire,
} from '../render/card-context.ts';
import { formBlockJson, formIdsIn, withFormBlocks } from '../render/form-blocks.ts';
import { hasAudioBlocks, withAudioBlocks } from '../render/audio-blocks.ts';
import { withCommentThread } from '../render/comment-thread.ts';
import { siteFrame, type FrameInput } from '../site/site-frame.ts';
import { pageSizeOf, type SiteThemes } from '../site/theme-settings.ts';
import { themeUrlOf } from '../site/site-themes.ts';
import { blogListParams, listUrl, paginationOf } from './blog-list-params.ts';
import { searchParams, searchUrl, type SearchParams } from './search-params.ts';
import { SHOP_SORTS, shopListParams, shopUrl } from './shop-list-params.ts';
import { parsePriceInput } from '@atelier/commerce';
import { sendNoSite, sendThemeError } from './message-pages.ts';
import { crumbIsValid, unstorableTextIn, type Crumbs } from '@atelier/platform';
import { collectionSeo, postSeo, productSeo } from '../seo/item-seo.ts';
import { plainPageSeo } from '../seo/page-seo.ts';
import { siteOriginOf } from '../seo/site-origin.ts';
import { cartVariables } from './visitor-cart.ts';
import { eventItemView, eventsView, eventsViewOf, galleryView } from './events-gallery-views.ts';
import { folderAnswer } from './folder-page.ts';
import type { SiteRestockSettings } from '../site/restock-settings.ts';
import type { SiteTracking } from '../site/tracking-context.ts';

export interface StorefrontOptions {
  execute: ExecuteOperation;
  crumbs: Crumbs;
  themes: SiteThemes;
  restock: SiteRestockSettings;
  tracking: SiteTracking;
}

type Site = Omit<FrameInput, 'view'>;

/** Renders a page through the site's theme, or the error page when the theme cannot render it. */
export async function sendSitePage(
  options: StorefrontOptions,
  req: Request,
  res: Response,
  site: Site,
  page: ThemePage,
  withBlocks?: (frame: SiteFrame) => Promise<ThemePage>,
) {
  const frame = await siteFrame(
    options.execute,
    req,
    res,
    { ...site, view: page.view, page: page.json },
    options.tracking,
  );
  if (!sendThemePage(res, frame, withBlocks ? await withBlocks(frame) : page)) sendThemeError(res, frame, req);
}

/** A page's body with its form and audio blocks drawn by the theme (one query for all of its forms). */
async function bodyWithBlocks(
  options: StorefrontOptions,
  req: Request,
  res: Response,
  frame: SiteFrame,
  body: string,
): Promise<string> {
  const withAudio = withAudioBlocks(body, (json) => renderBlock(frame, 'audio.block', json));
  const ids = formIdsIn(withAudio);
  if (!ids.length) return withAudio;
  const { forms, site } = await options.execute(PageFormsDocument, { ids }, req, res);
  const keys = site?.captchaSiteKeys ?? [];
  const blocks = new Map(
    forms.flatMap((form) =>
      form ? [[form.id, renderBlock(frame, 'form.block', formBlockJson(form, keys))] as const] : [],
    ),
  );
  return withFormBlocks(withAudio, blocks);
}

/** The theme's form block for a product's additional-fields form, which the add button opens in a lightbox; null without one. */
async function additionalFieldsFormHtml(
  options: StorefrontOptions,
  req: Request,
  res: Response,
  frame: SiteFrame,
  formId: string | null | undefined,
): Promise<string | null> {
  if (!formId) return null;
  const { forms } = await options.execute(PageFormsDocument, { ids: [formId] }, req, res);
  const form = forms[0];
  // Answers are checked here and kept with the entry: no captcha stands between a shopper and the cart.
  return form ? renderBlock(frame, 'form.block', formBlockJson(form, [])) : null;
}

/** The theme's 404 page (page type 100), in the site's frame; a plain one when there is no site. */
export async function notFoundPage(options: StorefrontOptions, req: Request, res: Response) {
  const data = await options.execute(SitePageDocument, cartVariables(req), req, res);
  if (!data.website) return sendNoSite(res);
  await sendSitePage(
    options,
    req,
    res,
    { website: data.website, cart: data.shoppingCart },
    {
      pageType: PAGE_TYPES.NOT_FOUND,
      view: 'pages/404.page',
      json: {},
      pageTitle: 'Page not found',
      pageId: 'not-found',
      status: 404,
      seo: plainPageSeo('Page not found', undefined, true),
    },
  );
}

function lockScreen(
  collection: { id: string; title: string; fullUrl: string },
  res: Response,
  error?: string,
): ThemePage {
  return {
    pageType: PAGE_TYPES.LOCK_SCREEN,
    view: 'pages/lock-screen.page',
    json: {
      lockScreen: {
        title: collection.title,
        action: collection.fullUrl,
        crumb: pageCrumb(res),
        ...(error ? { error } : {}),
      },
    },
    pageTitle: collection.title,
    pageId: `lock-${collection.id}`,
    status: error ? 400 : 200,
    seo: plainPageSeo(collection.title, error ? undefined : collection.fullUrl, true),
  };
}

type PageWebsite = NonNullable<CollectionPageQuery['website']>;

type ShopProduct = NonNullable<PageWebsite['collection']>['productPage']['edges'][number]['node'];

/** Whether a shop page's product came with its details (the theme's list reads them). */
const hasDetails = (product: ShopProduct): product is ShopProduct & StorefrontProductFragment =>
  product.body !== undefined;

/** How a collection's page was asked for: at its own address, or as the home page at `/`. */
interface CollectionAddress {
  urlId: string;
  atHome: boolean;
}

/**
 * A collection's page; a shop's cards without their details trip `wire` when the theme reads one.
 * The home collection's first page has `/` as its canonical address, wherever it is shown.
 */
function collectionView(
  website: PageWebsite,
  collection: NonNullable<PageWebsite['collection']>,
  req: Request,
  wire: Tripwire,
  at: CollectionAddress,
): ThemePage {
  const base = { pageTitle: collection.title, pageId: `collection-${collection.id}`, published: true };
  const seoOf = (path: string, itemTitles: readonly string[]) =>
    collectionSeo(collection, {
      siteTitle: website.title,
      canonicalPath: collection.homepage && path === collection.fullUrl ? '/' : path,
      atHome: at.atHome,
      itemTitles,
    });
  if (collection.type === 'PAGE') {
    return {
      ...base,
      pageType: PAGE_TYPES.PAGE,
      view: 'collections/page.list',
      json: { collection: collectionContext(collection) },
      seo: seoOf(collection.fullUrl, []),
    };
  }
  if (collection.type === 'EVENTS') {
    const shown = eventsViewOf(req, collection);
    const list = shown === 'past' ? collection.past : collection.upcoming;
    const path =
      shown === (collection.eventsView === 'PAST' ? 'past' : 'upcoming')
        ? collection.fullUrl
        : `${collection.fullUrl}?view=${shown}`;
    return eventsView(
      collection,
      req,
      website.storeSettings.timeZone,
      seoOf(
        path,
        list.map((e) => e.title),
      ),
    );
  }
  if (collection.type === 'GALLERY')
    return galleryView(
      collection,
      seoOf(collection.fullUrl, collection.galleryImages.map((g) => g.title).filter(Boolean)),
    );
  if (collection.type === 'BLOG') {
    const params = blogListParams(req.query);
    const posts = collection.posts;
    const filter =
      params.category || params.tag || params.author
        ? {
            category: params.category,
            tag: params.tag,
            author: posts.author ?? (params.author ? { displayName: params.author, urlId: params.author } : undefined),
          }
        : undefined;
    return {
      ...base,
      pageType: PAGE_TYPES.MAIN_CONTENT,
      view: 'collections/blog.list',
      json: {
        collection: collectionContext(collection),
        items: posts.items.map(postContext),
        // Each post's comment count shows where comments are on (the comments? predicate reads the site's switch).
        websiteSettings: {
          ...websiteContext(website).websiteSettings,
          commentsEnabled: website.commentSettings.commentsEnabled,
          simpleLikingEnabled: website.commentSettings.simpleLikingEnabled,
        },
        pagination: paginationOf(posts, (page) => listUrl(collection.fullUrl, params, page)),
        ...(filter ? { filter } : {}),
      },
      seo: seoOf(
        listUrl(collection.fullUrl, params, params.page),
        posts.items.map((p) => p.title),
      ),
    };
  }
  const shop = shopListParams(req.query);
  const connection = collection.productPage;
  const products = connection.edges.map((e) => e.node);
  const here = { category: shop.category, sort: shop.sort };
  const whole = products.every(hasDetails);
  return {
    ...base,
    pageType: PAGE_TYPES.MAIN_CONTENT,
    view: 'collections/products.list',
    json: {
      collection: collectionContext(collection),
      items: whole ? products.map((p) => itemContext(p)) : products.map((p) => cardItemContext(p, wire)),
      productMerchandisingContext: whole
        ? merchandisingContext(website, products, 'list')
        : cardMerchandisingContext(website, products, 'list', wire),
      shop: {
        category: shop.category ?? '',
        totalCount: connection.totalCount,
        allUrl: shopUrl(collection.fullUrl, { sort: shop.sort }),
        categories: collection.categories.map((name) => ({
          name,
          url: shopUrl(collection.fullUrl, { category: name, sort: shop.sort }),
          selected: name === shop.category,
        })),
        sorts: SHOP_SORTS.map((s) => ({ value: s.value, label: s.label, selected: s.sort === shop.sort })),
      },
      pagination: {
        nextPage: connection.pageInfo.hasNextPage,
        prevPage: Boolean(shop.after),
        ...(connection.pageInfo.hasNextPage && connection.pageInfo.endCursor
          ? { nextPageUrl: shopUrl(collection.fullUrl, { ...here, after: connection.pageInfo.endCursor }) }
          : {}),
        ...(shop.after ? { prevPageUrl: shopUrl(collection.fullUrl, here) } : {}),
      },
    },
    // A sort is another order of the same products; a later page is a page of its own, which its cursor makes only in its sort.
    seo: seoOf(
      shopUrl(collection.fullUrl, {
        category: shop.category,
        sort: shop.after ? shop.sort : 'SHOP_ORDER',
        after: shop.after,
      }),
      products.map((p) => p.title),
    ),
  };
}

export async function collectionPage(
  options: StorefrontOptions,
  req: Request,
  res: Response,
  at: CollectionAddress = { urlId: String(req.params.collection), atHome: false },
) {
  const params = blogListParams(req.query);
  const shop = shopListParams(req.query);
  // One look at the site's theme: its page sizes, and its version as the key of what its list reads.
  const siteTheme = await options.themes.themeFor(req, res);
  const [pageSize, productPageSize, theme] = [
    pageSizeOf(siteTheme, 'blog'),
    pageSizeOf(siteTheme, 'products'),
    themeUrlOf(siteTheme),
  ];
  const variables = {
    collection: at.urlId,
    page: params.page,
    pageSize,
    category: params.category ?? null,
    tag: params.tag ?? null,
    author: params.author ?? null,
    productPageSize: Math.min(productPageSize, 100),
    after: shop.after ?? null,
    sort: shop.sort,
    itemDetails: themeReadsItemDetails(theme),
    ...cartVariables(req),
  };
  let data;
  try {
    data = await options.execute(CollectionPageDocument, variables, req, res);
  } catch (error) {
    // A cursor of another list (or an old one) is no page of this one: the shop's first page is.
    if (!shop.after || !isBadUserInput(error)) throw error;
    return res.redirect(302, shopUrl(`/${variables.collection}`, { category: shop.category, sort: shop.sort }));
  }
  const website = data.website;
  const collection = website?.collection;
  if (!website || !collection) return notFoundPage(options, req, res);
  const site = { website, cart: data.shoppingCart, currentCollectionId: collection.id };
  if (collection.type === 'FOLDER') {
    const answer = folderAnswer(website, collection, req);
    if ('redirect' in answer) return res.redirect(302, answer.redirect);
    if ('notFound' in answer) return notFoundPage(options, req, res);
    return sendSitePage(options, req, res, site, answer.page);
  }
  if (collection.locked) return sendSitePage(options, req, res, site, lockScreen(collection, res));
  const wire = new Tripwire();
  if (collection.type !== 'PRODUCTS') {
    const body = collection.type === 'PAGE' ? (collection.body ?? '') : '';
    const view = collectionView(website, collection, req, wire, at);
    return sendSitePage(
      options,
      req,
      res,
      site,
      view,
      formIdsIn(body).length || hasAudioBlocks(body)
        ? async (frame) =>
            collectionView(
              website,
              { ...collection, body: await bodyWithBlocks(options, req, res, frame, body) },
              req,
              wire,
              at,
            )
        : undefined,
    );
  }
  let page = collectionView(website, collection, req, wire, at);
  const frame = await siteFrame(
    options.execute,
    req,
    res,
    { ...site, view: 'collections/products.list', page: page.json },
    options.tracking,
  );
  let html = renderSitePage(res, frame, page);
  if (wire.trippedBy !== null) {
    // The theme's list read what its cards were not given: this theme gets whole items from now on.
    rememberThemeReadsItemDetails(theme);
    const whole = await options.execute(CollectionPageDocument, { ...variables, itemDetails: true }, req, res);
    const again = whole.website?.collection;
    if (!whole.website || !again) return notFoundPage(options, req, res);
    page = collectionView(whole.website, again, req, wire, at);
    html = renderSitePage(res, frame, page);
  }
  if (html === null) return sendThemeError(res, frame, req);
  sendRenderedPage(res, page, html);
}

/** The lock screen's form: the password unlocks the collection (a cookie) and the page shows. */
export async function unlockPost(options: StorefrontOptions, req: Request, res: Response) {
  const data = await options.execute(SitePageDocument, cartVariables(req), req, res);
  const website = data.website;
  const collection = website?.collections.find((c) => c.urlId === req.params.collection);
  if (!website || !collection) return notFoundPage(options, req, res);
  const site = { website, cart: data.shoppingCart, currentCollectionId: collection.id };
  const password = (req.body as Record<string, unknown> | undefined)?.password;
  if (!crumbIsValid(options.crumbs, req, 'form'))
    return sendSitePage(
      options,
      req,
      res,
      site,
      lockScreen(collection, res, 'This page was open too long. Please enter the password again.'),
    );
  if (typeof password !== 'string' || !password)
    return sendSitePage(options, req, res, site, lockScreen(collection, res, 'Please enter the password.'));
  // No password holds a NUL character or a lone surrogate (no database could store one): it is simply not right.
  if (unstorableTextIn(password))
    return sendSitePage(
      options,
      req,
      res,
      site,
      lockScreen(collection, res, 'That password is not right. Please try again.'),
    );
  const { unlockCollection } = await options.execute(
    UnlockCollectionDocument,
    { collectionId: collection.id, password },
    req,
    res,
  );
  const [error] = unlockCollection.userErrors;
  if (error) {
    const page = lockScreen(collection, res, error.message);
    return sendSitePage(options, req, res, site, {
      ...page,
      status: error.code === 'RATE_LIMITED' ? 429 : page.status,
    });
  }
  res.redirect(303, collection.fullUrl);
}

/** An item of a locked collection: the protected-content page (105), which links to the lock screen. */
const protectedContent = (collection: { id: string; title: string; fullUrl: string }): ThemePage => ({
  pageType: PAGE_TYPES.PROTECTED_CONTENT,
  view: 'pages/protected.page',
  json: { protectedContent: { title: collection.title, unlockUrl: collection.fullUrl } },
  pageTitle: collection.title,
  pageId: `protected-${collection.id}`,
  status: 403,
  seo: plainPageSeo(collection.title, undefined, true),
});

/** The product page's data: the page's collection and product, by the path's names. */
export const productPageData = (options: StorefrontOptions, req: Request, res: Response) =>
  options.execute(
    ProductPageDocument,
    { collection: String(req.params.collection), product: String(req.params.product), ...cartVariables(req) },
    req,
    res,
  );

export async function productPage(options: StorefrontOptions, req: Request, res: Response) {
  await sendProductPage(options, req, res, await productPageData(options, req, res));
}

/**
 * A product's page from its data; answering a refused add, with the refusal beside the item's
 * button (and its status). Not found, or the protected-content page, where the product is not shown.
 */
export async function sendProductPage(
  options: StorefrontOptions,
  req: Request,
  res: Response,
  data: ProductPageQuery,
  refused?: { refusal: AddToCartRefusal; status: number },
) {
  const website = data.website;
  const collection = website?.collection;
  const product = collection?.product;
  if (!website || !collection) return notFoundPage(options, req, res);
  const site = { website, cart: data.shoppingCart, currentCollectionId: collection.id };
  if (collection.locked) return sendSitePage(options, req, res, site, protectedContent(collection));
  if (!product) return notFoundPage(options, req, res);
  const page: ThemePage = {
    pageType: PAGE_TYPES.CONTENT_ITEM,
    view: 'collections/products.item',
    preload: ['product'],
    json: {
      collection: collectionContext(collection),
      item: itemContext(product, { title: collection.title, fullUrl: collection.fullUrl }),
      productMerchandisingContext: merchandisingContext(website, [product], 'detail'),
      restock: { captchaRequired: await options.restock.captchaRequiredFor(req, res) },
      ...(refused ? { addToCartForm: addToCartFormContext(res, refused.refusal) } : {}),
    },
    pageTitle: product.title,
    pageId: `item-${product.id}`,
    seo: productSeo(product, siteOriginOf(req)),
    // A refused add is the shopper's own answer, never one to keep.
    ...(refused ? { status: refused.status } : { published: true }),
  };
  await sendSitePage(options, req, res, site, page, async (frame) => {
    const additionalFieldsForm = await additionalFieldsFormHtml(
      options,
      req,
      res,
      frame,
      product.additionalFieldsFormId,
    );
    return additionalFieldsForm ? { ...page, json: { ...page.json, additionalFieldsForm } } : page;
  });
}

export async function postPage(options: StorefrontOptions, req: Request, res: Response) {
  const data = await options.execute(
    PostPageDocument,
    { collection: String(req.params.collection), post: String(req.params.post), ...cartVariables(req) },
    req,
    res,
  );
  const website = data.website;
  const collection = website?.collection;
  if (!website || !collection || (collection.type !== 'BLOG' && collection.type !== 'EVENTS'))
    return notFoundPage(options, req, res);
  const site = { website, cart: data.shoppingCart, currentCollectionId: collection.id };
  if (collection.locked) return sendSitePage(options, req, res, site, protectedContent(collection));
  if (collection.type === 'EVENTS') {
    const page = eventItemView(collection, website.storeSettings.timeZone);
    return page ? sendSitePage(options, req, res, site, page) : notFoundPage(options, req, res);
  }
  const post = collection.post;
  if (!post) return notFoundPage(options, req, res);
  const sibling = (p: { title: string; fullUrl: string } | null | undefined) =>
    p ? { title: p.title, fullUrl: p.fullUrl } : undefined;
  const view = 'collections/blog.item';
  const frame = await siteFrame(
    options.execute,
    req,
    res,
    { ...site, view, page: { collection: collectionContext(collection), item: postContext(post) } },
    options.tracking,
  );
  const { commentsEnabled, simpleLikingEnabled } = website.commentSettings;
  const social = {
    commentState: post.commentState,
    publicCommentCount: post.publicCommentCount,
    likeCount: post.likeCount,
  };
  const page: ThemePage = {
    pageType: PAGE_TYPES.CONTENT_ITEM,
    view,
    json: {
      collection: collectionContext(collection),
      // The comments themselves are not the template's: withCommentThread draws them, escaped.
      item: { ...postContext(post), ...social },
      websiteSettings: { ...(frame.json.websiteSettings as object), commentsEnabled, simpleLikingEnabled },
      siblings: post.newer || post.older ? { newer: sibling(post.newer), older: sibling(post.older) } : undefined,
    },
    pageTitle: post.title,
    pageId: `item-${post.id}`,
    seo: postSeo(post, collection),
    published: true,
  };
  const html = renderSitePage(res, frame, page);
  if (html === null) return sendThemeError(res, frame, req);
  sendRenderedPage(
    res,
    page,
    withCommentThread(html, {
      postId: post.id,
      ...social,
      comments: post.comments,
      commentsEnabled,
      locale: frame.locale,
      timeZone: website.storeSettings.timeZone,
    }),
  );
}

export async function searchPage(options: StorefrontOptions, req: Request, res: Response) {
  const params = searchParams(req.query as Record<string, unknown>);
  const bounds = await priceBounds(options, req, res, params);
  const data = await options.execute(
    SearchPageDocument,
    {
      query: params.query,
      page: params.page,
      collection: params.collection ?? null,
      minPrice: bounds.min ?? null,
      maxPrice: bounds.max ?? null,
      ...cartVariables(req),
    },
    req,
    res,
  );
  if (!data.website) return sendNoSite(res);
  const found = data.website.search;
  const results = found.items.map((r) => ({
    kind: r.kind,
    id: r.id,
    title: r.title,
    titleHtml: r.titleHtml,
    excerptHtml: r.excerptHtml,
    fullUrl: r.fullUrl,
    price: r.price ? { value: r.price.value, currency: r.price.currency } : undefined,
    imageUrl: r.kind === 'Product' ? (r.imageUrl ?? undefined) : undefined,
  }));
  const searchable = data.website.collections.filter((c) => c.type !== 'PAGE' && c.type !== 'FOLDER');
  await sendSitePage(
    options,
    req,
    res,
    { website: data.website, cart: data.shoppingCart },
    {
      pageType: PAGE_TYPES.SEARCH,
      view: 'pages/search.page',
      json: {
        search: {
          query: params.query,
          results,
          totalCount: found.totalCount,
          totalCountExact: found.totalCountExact,
          filters: {
            collection: params.collection ?? '',
            min: params.min ?? '',
            max: params.max ?? '',
            priceError: bounds.error ?? '',
          },
          collections: searchable.map((c) => ({
            urlId: c.urlId,
            title: c.title,
            selected: c.urlId === params.collection,
          })),
        },
        pagination: paginationOf(found, (page) => searchUrl(params, page)),
      },
      pageTitle: params.query ? `Search: ${params.query}` : 'Search',
      pageId: 'search',
      // Site search (census event 2) with the visitor's words, besides the page view.
      tracking: params.query ? { searchTerm: params.query.slice(0, 200) } : undefined,
      seo: plainPageSeo(
        params.query ? `Search: ${params.query}` : 'Search',
        params.query ? searchUrl({ query: params.query, page: params.page }, params.page) : '/search',
        true,
      ),
    },
  );
}

/** The price filters in minor units of the store's currency; a bound that is not a price is left out, saying so. */
async function priceBounds(
  options: StorefrontOptions,
  req: Request,
  res: Response,
  params: SearchParams,
): Promise<{ min?: number; max?: number; error?: string }> {
  if (!params.min && !params.max) return {};
  const { website } = await options.execute(SiteCurrencyDocument, {}, req, res);
  const currency = website?.storeSettings.selectedCurrency ?? 'USD';
  const bounds: { min?: number; max?: number; error?: string } = {};
  for (const key of ['min', 'max'] as const) {
    if (!params[key]) continue;
    const price = parsePriceInput(params[key]!, currency);
    if ('minor' in price) bounds[key] = price.minor;
    else bounds.error = price.message;
  }
  return bounds;
}

/** The checkout page (201): the visitor's cart, or with ?express=1 the express-checkout cart. */
export async function checkoutPage(options: StorefrontOptions, req: Request, res: Response) {
  const data = await options.execute(SitePageDocument, cartVariables(req), req, res);
  if (!data.website) return sendNoSite(res);
  await sendSitePage(
    options,
    req,
    res,
    { website: data.website, cart: data.shoppingCart },
    {
      pageType: PAGE_TYPES.CHECKOUT,
      view: 'pages/checkout.page',
      json: {},
      pageTitle: 'Checkout',
      pageId: 'checkout',
      entry: 'checkout',
      seo: plainPageSeo('Checkout', '/checkout', true),
    },
  );
}

/**
 * An order's page for the holder of its link: order confirmed (202) once paid, order received
 * (207) while the payment provider's answer is awaited. A wrong token finds no order: 404.
 */
export async function orderPage(options: StorefrontOptions, req: Request, res: Response) {
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  const id = String(req.params.orderId);
  const [site, found] = await Promise.all([
    options.execute(SitePageDocument, cartVariables(req), req, res),
    token ? options.execute(OrderPageDocument, { id, token }, req, res) : Promise.resolve({ order: null }),
  ]);
  if (!site.website) return sendNoSite(res);
  const order = found.order;
  if (!order) return notFoundPage(options, req, res);
  await sendSitePage(
    options,
    req,
    res,
    { website: site.website, cart: site.shoppingCart },
    {
      pageType: order.status === 'PAID' ? PAGE_TYPES.ORDER_CONFIRMED : PAGE_TYPES.ORDER_RECEIVED,
      view: 'pages/order.page',
      json: { order: { number: order.number, status: order.status } },
      pageTitle: order.status === 'PAID' ? `Order #${order.number} confirmed` : `Order #${order.number} received`,
      pageId: 'order',
      entry: 'checkout',
      // The purchase (commerce_purchase), once it is paid: no e-mail or name goes with it.
      tracking:
        order.status === 'PAID'
          ? {
              order: {
                id: order.id,
                grandTotalCents: order.grandTotalCents,
                currency: order.currency,
                itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
              },
            }
          : undefined,
      // An order's address without its token: a link only its holder has, kept out of indexes.
      seo: plainPageSeo(`Order #${order.number}`, `/commerce/orders/${encodeURIComponent(id)}`, true),
    },
  );
}

/**
 * A subscription's page for the holder of its link (subscription confirmed, 206): its schedule,
 * its orders, and a way to cancel. A wrong token finds nothing: 404.
 */
export async function subscriptionPage(options: StorefrontOptions, req: Request, res: Response) {
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  const id = String(req.params.subscriptionId);
  const [site, found] = await Promise.all([
    options.execute(SitePageDocument, cartVariables(req), req, res),
    token
      ? options.execute(SubscriptionPageDocument, { id, token }, req, res)
      : Promise.resolve({ subscription: null }),
  ]);
  if (!site.website) return sendNoSite(res);
  const subscription = found.subscription;
  if (!subscription) return notFoundPage(options, req, res);
  await sendSitePage(
    options,
    req,
    res,
    { website: site.website, cart: site.shoppingCart },
    {
      pageType: PAGE_TYPES.SUBSCRIPTION_CONFIRMED,
      view: 'pages/subscription.page',
      json: { subscription: { title: subscription.title, status: subscription.status } },
      pageTitle: `Your subscription to ${subscription.title}`,
      pageId: 'subscription',
      entry: 'checkout',
      seo: plainPageSeo(
        `Your subscription to ${subscription.title}`,
        `/commerce/subscriptions/${encodeURIComponent(id)}`,
        true,
      ),
    },
  );
}

/** The home page (`/`): the collection its owner chose (Website.homeCollection), shown as at its own address. */
export async function homePage(options: StorefrontOptions, req: Request, res: Response) {
  const { website } = await options.execute(HomeCollectionDocument, {}, req, res);
  if (!website) return sendNoSite(res);
  if (!website.homeCollection) return notFoundPage(options, req, res);
  await collectionPage(options, req, res, { urlId: website.homeCollection.urlId, atHome: true });
}
