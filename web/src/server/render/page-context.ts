import {
  moneyOf,
  productMerchandisingContext,
  readMerchandisingSettings,
  readProductMerchandising,
  STOREFRONT_STRINGS,
  type MerchandisingView,
} from '@atelier/commerce';
import { productPictureUrl, stillLifePath, variantPictureUrl } from '@atelier/site';
import type {
  CartSummaryFragment,
  StorefrontImageFragment,
  StorefrontPostFragment,
  StorefrontProductCardFragment,
  StorefrontProductDetailsFragment,
  StorefrontWebsiteFragment,
} from '../../graphql/generated/storefront.ts';

type MoneyData = { value: string; currency: string };

/**
 * Every object handed to the template engine is built here as a plain object: the engine calls
 * hasOwnProperty on values, which the null-prototype objects of graphql-js results do not have.
 */
const money = (m: MoneyData | null | undefined) => (m ? { value: m.value, currency: m.currency } : undefined);

/** An image as templates read one (a gallery item): its address, size "WxH" and the widths stored. */
function imageContext(image: StorefrontImageFragment) {
  return {
    id: image.id,
    assetUrl: image.url,
    originalSize: image.width && image.height ? `${image.width}x${image.height}` : '',
    mediaFocalPoint: { x: 0.5, y: 0.5 },
    sizes: [...image.sizes],
  };
}

type CardVariant = StorefrontProductCardFragment['variants'][number];
type DetailVariant = StorefrontProductDetailsFragment['variants'][number];

/**
 * A product as items are made of it: a whole one (StorefrontProduct), or a shop card's fields
 * (StorefrontProductCard) whose details are then empty (card-context.ts wires them).
 */
export type ProductSource = Omit<StorefrontProductCardFragment, 'variants'> &
  Partial<Omit<StorefrontProductDetailsFragment, 'variants'>> & {
    variants: Array<CardVariant & Partial<DetailVariant>>;
  };

/**
 * Shapes GraphQL data into the JSON context the template language and its commerce formatters
 * read (item.structuredContent.variants, websiteSettings, featureFlags, ...).
 */
export function itemContext(product: ProductSource, collection?: { title: string; fullUrl: string }) {
  // Its picture and its variants' by the rules carts use too (packages/site): an upload, else its drawn art.
  const picture = productPictureUrl(product);
  return {
    id: product.id,
    collectionId: product.collectionId,
    recordType: 11,
    title: product.title,
    urlId: product.urlId,
    fullUrl: product.fullUrl,
    categories: [...product.categories],
    excerpt: product.excerpt ?? '',
    body: product.body ?? '',
    collection,
    assetUrl: picture,
    originalSize: product.images[0] ? imageContext(product.images[0]).originalSize : '640x640',
    mainImage: product.images[0]
      ? imageContext(product.images[0])
      : { id: product.id, assetUrl: picture, originalSize: '640x640', sizes: [] },
    /** The gallery: every image of the product, the main one first. */
    items: product.images.map(imageContext),
    hasGallery: product.images.length > 1,
    structuredContent: {
      productType: product.productTypeCode,
      variantOptionOrdering: product.variantOptionOrdering ?? [],
      isSubscribable: product.isSubscribable,
      useCustomAddButtonText: product.useCustomAddButtonText ?? false,
      customAddButtonText: product.customAddButtonText ?? '',
      priceMoney: money(product.priceMoney),
      salePriceMoney: money(product.salePriceMoney),
      onSale: product.onSale,
      subscriptionPlan: product.subscriptionPlan
        ? {
            billingPeriod: {
              value: product.subscriptionPlan.billingPeriod.value,
              unit: product.subscriptionPlan.billingPeriod.unit,
            },
            numBillingCycles: product.subscriptionPlan.numBillingCycles,
          }
        : undefined,
      additionalFieldsFormId: product.additionalFieldsFormId ?? undefined,
      variants: product.variants.map((v) => ({
        id: v.id,
        sku: v.sku ?? '',
        price: v.price,
        salePrice: v.salePrice,
        onSale: v.onSale,
        // Made here from the minor units (one money rule, packages/commerce): a page of products asks for fewer fields.
        priceMoney: moneyOf(v.price, product.currency),
        salePriceMoney: moneyOf(v.salePrice, product.currency),
        qtyInStock: v.qtyInStock,
        unlimited: v.unlimited,
        attributes: Object.fromEntries((v.attributes ?? []).map((a) => [a.name, a.value])),
        optionValues: (v.attributes ?? []).map((a) => ({ optionName: a.name, value: a.value })),
        mainImage: v.mainImage ? imageContext(v.mainImage) : undefined,
        // Null shows the product's own picture.
        mainImageUrl: variantPictureUrl(product, { imageUrl: v.mainImage?.url, attributes: v.attributes ?? [] }),
      })),
    },
  };
}

/** A blog post as templates read an item (recordType 1, text): author, dates in ms, focal point. */
export function postContext(post: StorefrontPostFragment) {
  return {
    id: post.id,
    collectionId: post.collectionId,
    recordType: 1,
    title: post.title,
    urlId: post.urlId,
    fullUrl: post.fullUrl,
    excerpt: post.excerpt,
    body: post.body,
    author: { displayName: post.author.displayName, urlId: post.author.urlId },
    categories: [...post.categories],
    tags: [...post.tags],
    addedOn: post.addedOn,
    publishOn: post.addedOn,
    mediaFocalPoint: { x: post.mediaFocalPoint.x, y: post.mediaFocalPoint.y },
    mainImageId: post.id,
    // A post has no picture of its own: a still life from its id, never a product's art.
    mainImage: { id: post.id, assetUrl: stillLifePath(post.id), alt: post.imageAlt },
    assetUrl: stillLifePath(post.id),
    commentState: post.commentState,
    publicCommentCount: post.publicCommentCount,
  };
}

export function collectionContext(collection: {
  id: string;
  title: string;
  urlId: string;
  fullUrl: string;
  type: string;
  description?: string;
  body?: string;
  homepage?: boolean;
  categories?: readonly string[];
  tags?: readonly string[];
}) {
  return {
    /** Whether it is the site's home page (Squarespace's collection.homepage), which themes may dress as one. */
    homepage: collection.homepage ?? false,
    id: collection.id,
    title: collection.title,
    /** Its title in navigations, as Squarespace's collection JSON names it: themes filter queries by it. */
    navigationTitle: collection.title,
    urlId: collection.urlId,
    fullUrl: collection.fullUrl,
    typeName: collection.type.toLowerCase(),
    description: collection.description ?? '',
    body: collection.body ?? '',
    /** Its categories and tags (a blog's posts', a shop's products'), as `<squarespace:category>` lists them. */
    categories: [...(collection.categories ?? [])],
    tags: [...(collection.tags ?? [])],
  };
}

/** `productMerchandisingContext` for the products a page shows: the store's sold-out text, each one's scarcity. */
export function merchandisingContext(
  website: StorefrontWebsiteFragment,
  products: readonly ProductSource[],
  view: MerchandisingView,
) {
  const store = readMerchandisingSettings(website.storeSettings.merchandisingSettings);
  const variantsOf = (p: ProductSource) =>
    p.variants.map((v) => ({
      attributes: Object.fromEntries((v.attributes ?? []).map((a) => [a.name, a.value])),
      qtyInStock: v.qtyInStock,
      unlimited: v.unlimited,
    }));
  return productMerchandisingContext(
    store,
    products.map((p) => ({
      id: p.id,
      merchandising: readProductMerchandising(p.merchandising),
      variants: variantsOf(p),
    })),
    view,
  );
}

/**
 * The visitor's cart as every page's header reads it (cart-quantity, cart-subtotal), and as the
 * page seeds the islands' cache with it: the summary, typenames kept.
 */
export function cartContext(cart: CartSummaryFragment): CartSummaryFragment {
  const { value, currency } = cart.subtotalAmount;
  return {
    __typename: 'ShoppingCart',
    id: cart.id,
    totalQuantity: cart.totalQuantity,
    subtotalCents: cart.subtotalCents,
    subtotalAmount: { __typename: 'Money', value, currency },
  };
}

/** What every template reads of the site; `baseUrl`, the origin the visitor reached it on, makes share links absolute. */
export function websiteContext(website: StorefrontWebsiteFragment, baseUrl = '') {
  const { merchandisingSettings, ...storeSettings } = website.storeSettings;
  return {
    website: {
      id: website.id,
      title: website.title,
      locale: website.locale,
      timeZone: website.storeSettings.timeZone,
      baseUrl,
      shareButtonOptions: [...website.shareButtonOptions],
    },
    websiteSettings: {
      storeSettings: { ...storeSettings, merchandisingSettings: readMerchandisingSettings(merchandisingSettings) },
    },
    featureFlags: { useCLDRMoneyFormat: website.storeSettings.useCLDRMoneyFormat },
    localizedStrings: { ...STOREFRONT_STRINGS },
    authenticatedAccount: null,
  };
}
