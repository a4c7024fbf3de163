import { moneyOf, productTypeCode, readMerchandisingSettings, readProductMerchandising } from '@atelier/commerce';
import { productArtOf } from '@atelier/site';
import { Collection } from '../entities/collection.ts';
import { Website } from '../entities/website.ts';
import { WebsiteDomain } from '../entities/website-domain.ts';
import type { Context } from '../context.ts';
import { findVariant } from '../domain/find-variant.ts';
import { orderedAttributes } from '../domain/variant-attributes.ts';
import { collectionUrl, productUrl } from '../domain/item-urls.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { isLocked } from './visitor-content.ts';
import { listedProductAt, productsOfCollection, type ProductRecord } from '../services/product-records.ts';

/** Products on the storefront: archived ones are only their owner's (Collection.archivedProducts). */
const listed = (product: ProductRecord | null | undefined) => (product && product.archivedAt === null ? product : null);

/** Whether a record belongs to the site the request is for: another site's records do not exist here. */
const ofThisSite = (ctx: Context, websiteId: string | undefined) => websiteId !== undefined && websiteId === ctx.request.siteId;


export const catalogResolvers: Resolvers = {
  Query: {
    site: (_, __, ctx) => (ctx.request.siteId ? ctx.loaders.website.load(ctx.request.siteId) : null),
    website: async (_, { id, slug }, ctx) => {
      const website = id ? await ctx.loaders.website.load(id) : slug ? await ctx.em.findOne(Website, { slug }) : null;
      return ofThisSite(ctx, website?.id) ? website : null;
    },
    siteOf: async (_, { slug, domain }, ctx) => {
      if (slug) return (await ctx.em.findOne(Website, { slug }))?.id ?? null;
      if (domain) return (await ctx.em.findOne(WebsiteDomain, { domain: domain.toLowerCase() }))?.websiteId ?? null;
      return null;
    },
    product: async (_, { id }, ctx) => {
      const product = listed(await ctx.loaders.product.load(id));
      return ofThisSite(ctx, product?.websiteId) ? product : null;
    },
    variant: async (_, { id }, ctx) => {
      const variant = await ctx.loaders.variant.load(id);
      return ofThisSite(ctx, variant?.product.websiteId) ? variant : null;
    },
    variantOf: async (_, { itemId, sku }, ctx) => {
      const product = listed(await ctx.loaders.product.load(itemId));
      return product && ofThisSite(ctx, product.websiteId) ? findVariant(product.variants, sku) : null;
    },
  },
  Website: {
    __resolveReference: (ref, ctx) => ctx.loaders.website.load(ref.id),
    storeSettings: (site) => ({
      selectedCurrency: site.selectedCurrency,
      timeZone: site.timeZone,
      multipleQuantityAllowedForServices: site.multipleQuantityAllowedForServices,
      useCLDRMoneyFormat: site.useCldrMoneyFormat,
      merchandisingSettings: readMerchandisingSettings(site.merchandising),
    }),
    collections: (site, _, ctx) => ctx.em.find(Collection, { websiteId: site.id }, { orderBy: { position: 'asc', title: 'asc' } }),
    collection: (site, { urlId }, ctx) => ctx.em.findOne(Collection, { websiteId: site.id, urlId }),
  },
  Collection: {
    __resolveReference: (ref, ctx) => ctx.loaders.collection.load(ref.id),
    fullUrl: (collection) => collectionUrl(collection.urlId),
    products: (collection, _, ctx) => (isLocked(collection, ctx) ? [] : productsOfCollection(ctx.em, collection.id, 'listed')),
    product: (collection, { urlId }, ctx) => (isLocked(collection, ctx) ? null : listedProductAt(ctx.em, collection.id, urlId)),
  },
  Product: {
    __resolveReference: (ref, ctx) => ctx.loaders.product.load(ref.id),
    fullUrl: (product, _, ctx) => {
      // A page of a shop has its collection loaded already: answered without a promise per product.
      const known = ctx.em.getUnitOfWork().getById<Collection>(Collection.name, product.collectionId);
      if (known) return productUrl(known.urlId, product.urlId);
      return ctx.loaders.collection.load(product.collectionId).then((collection) => {
        if (!collection) throw new Error(`product ${product.id} has no collection ${product.collectionId}`);
        return productUrl(collection.urlId, product.urlId);
      });
    },
    productTypeCode: (product) => productTypeCode(product.productType),
    // Read as a plain record: the driver's Date, or its text where a JSON column carried it.
    updatedAt: (product) => new Date(product.updatedAt).toISOString(),
    // Without an upload, the art its address names (the demo's) or the art of its kind: every product has a picture.
    mainImageUrl: (product) => product.mainImageUrl ?? (product.imageIds.length ? null : productArtOf(product)),
    merchandising: (product) => readProductMerchandising(product.merchandising),
    website: async (product, _, ctx) => {
      const website = await ctx.loaders.website.load(product.websiteId);
      if (!website) throw new Error(`product ${product.id} has no website ${product.websiteId}`);
      return website;
    },
    priceMoney: ({ productType, variants: [first], currency }) => (productType === 'DIGITAL' && first ? moneyOf(first.priceCents, currency) : null),
    salePriceMoney: ({ productType, variants: [first], currency }) => (productType === 'DIGITAL' && first ? moneyOf(first.salePriceCents, currency) : null),
    onSale: ({ productType, variants: [first] }) => productType === 'DIGITAL' && (first?.onSale ?? false),
  },
  Variant: {
    __resolveReference: (ref, ctx) => ctx.loaders.variant.load(ref.id),
    product: (variant) => variant.product,
    price: (variant) => variant.priceCents,
    salePrice: (variant) => variant.salePriceCents,
    priceMoney: (variant) => moneyOf(variant.priceCents, variant.product.currency),
    salePriceMoney: (variant) => moneyOf(variant.salePriceCents, variant.product.currency),
    attributes: (variant) => orderedAttributes(variant.attributes, variant.product.variantOptionOrdering),
    optionValues: (variant) =>
      orderedAttributes(variant.attributes, variant.product.variantOptionOrdering).map(({ name, value }) => ({ optionName: name, value })),
  },
};
