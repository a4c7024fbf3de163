import type { Request, Response } from 'express';
import { CollectionPageDocument, ProductPageDocument, SiteChromeDocument } from '../../graphql/generated/operations.ts';
import type { ExecuteOperation } from '../execute.ts';
import { itemContext, websiteContext } from '../render/page-context.ts';
import { sendPage } from '../render/render-page.ts';
import { renderTemplate } from '../render/template-renderer.ts';
import { sendNotFound } from './message-pages.ts';

export interface StorefrontOptions {
  siteSlug: string;
  execute: ExecuteOperation;
}

const nav = (current: 'shop' | 'cart') => [
  { label: 'Shop', href: '/shop', current: current === 'shop' },
  { label: 'Cart', href: '/cart', current: current === 'cart' },
];

/** A shop page: the site's chrome, the islands, and the cart pill seeded with the visitor's cart. */
function sendShopPage(res: Response, page: { kind: string; title: string; siteTitle: string; body: string; cart: unknown }) {
  sendPage(res, {
    kind: page.kind,
    title: `${page.title} — ${page.siteTitle}`,
    body: page.body,
    entry: 'islands',
    header: { title: page.siteTitle, href: '/shop' },
    nav: nav('shop'),
    showCartPill: true,
    cart: page.cart ?? null,
  });
}

export async function collectionPage(options: StorefrontOptions, req: Request, res: Response) {
  const data = await options.execute(CollectionPageDocument, { site: options.siteSlug, collection: String(req.params.collection) }, req, res);
  const website = data.website;
  const collection = website?.collection;
  if (!website || !collection) return sendNotFound(res, website?.title);
  const body = renderTemplate('collection', {
    ...websiteContext(website),
    collection: { id: collection.id, title: collection.title, fullUrl: collection.fullUrl },
    items: collection.products.map((p) => itemContext(p)),
  });
  sendShopPage(res, { kind: 'collection', title: collection.title, siteTitle: website.title, body, cart: data.shoppingCart });
}

export async function productPage(options: StorefrontOptions, req: Request, res: Response) {
  const data = await options.execute(
    ProductPageDocument,
    { site: options.siteSlug, collection: String(req.params.collection), product: String(req.params.product) },
    req,
    res,
  );
  const website = data.website;
  const collection = website?.collection;
  const product = collection?.product;
  if (!website || !collection || !product) return sendNotFound(res, website?.title);
  const body = renderTemplate('product', {
    ...websiteContext(website),
    item: itemContext(product, { title: collection.title, fullUrl: collection.fullUrl }),
  });
  sendShopPage(res, { kind: 'product', title: product.title, siteTitle: website.title, body, cart: data.shoppingCart });
}

/** The cart page is a React page; the pill is hidden here (SPEC section 2). */
export async function cartPage(options: StorefrontOptions, req: Request, res: Response) {
  const { website } = await options.execute(SiteChromeDocument, { site: options.siteSlug }, req, res);
  if (!website) return sendNotFound(res);
  sendPage(res, {
    kind: 'cart',
    title: 'Shopping Cart',
    body: renderTemplate('app-shell', { heading: 'Shopping Cart' }),
    entry: 'cart',
    header: { title: website.title, href: '/shop' },
    nav: nav('cart'),
  });
}
