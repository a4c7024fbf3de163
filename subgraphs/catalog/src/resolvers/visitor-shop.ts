import { moneyOf, productTypeCode, readProductMerchandising } from '@atelier/commerce';
import { productArtOf } from '@atelier/site';
import { Image } from '../entities/image.ts';
import { findVariant } from '../domain/find-variant.ts';
import { listedOfSite, ofSite } from '../domain/storefront.ts';
import { orderedAttributes } from '../domain/variant-attributes.ts';
import { isLocked } from '../services/collection-lock.ts';
import { imageFileOf, imageUrl } from '../services/images.ts';
import { audioFileOf } from '../services/audio-files.ts';
import { productFullUrl } from '../services/item-urls.ts';
import { listedProductAt, productsOfCollection } from '../services/product-records.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** A site's shops as shoppers see them: products not archived, variants, prices and pictures, of the request's site only. */
export const visitorShopResolvers: Resolvers = {
  Query: {
    product: async (_, { id }, ctx) => listedOfSite(ctx.siteId, await ctx.loaders.product.load(id)),
    variant: async (_, { id }, ctx) => {
      const variant = await ctx.loaders.variant.load(id);
      return ofSite(ctx.siteId, variant?.product.websiteId) ? variant : null;
    },
    variantOf: async (_, { itemId, sku }, ctx) => {
      const product = listedOfSite(ctx.siteId, await ctx.loaders.product.load(itemId));
      return product ? findVariant(product.variants, sku) : null;
    },
    imageFile: (_, { id, width }, ctx) => imageFileOf(ctx.em, ctx.siteId, id, width),
    audioFile: (_, { id }, ctx) => audioFileOf(ctx.em, ctx.siteId, id),
  },
  Collection: {
    products: (collection, _, ctx) =>
      isLocked(collection, ctx) ? [] : productsOfCollection(ctx.em, collection.id, 'listed'),
    product: (collection, { urlId }, ctx) =>
      isLocked(collection, ctx) ? null : listedProductAt(ctx.em, collection.id, urlId),
  },
  Product: {
    __resolveReference: (ref, ctx) => ctx.loaders.product.load(ref.id),
    fullUrl: (product, _, ctx) => productFullUrl(ctx, product),
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
    priceMoney: ({ productType, variants: [first], currency }) =>
      productType === 'DIGITAL' && first ? moneyOf(first.priceCents, currency) : null,
    salePriceMoney: ({ productType, variants: [first], currency }) =>
      productType === 'DIGITAL' && first ? moneyOf(first.salePriceCents, currency) : null,
    onSale: ({ productType, variants: [first] }) => productType === 'DIGITAL' && (first?.onSale ?? false),
    archived: (product) => product.archivedAt !== null,
    // Without a promise for the many products that have no image of their own.
    images: (product, _, ctx) =>
      product.imageIds.length
        ? ctx.loaders.image
            .loadMany(product.imageIds)
            .then((images) => images.filter((i): i is Image => i instanceof Image))
        : [],
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
      orderedAttributes(variant.attributes, variant.product.variantOptionOrdering).map(({ name, value }) => ({
        optionName: name,
        value,
      })),
    mainImage: (variant, _, ctx) => (variant.mainImageId ? ctx.loaders.image.load(variant.mainImageId) : null),
  },
  ProductImage: {
    url: (image) => imageUrl(image),
    sizes: async (image, _, ctx) => (image.width === null ? [] : ctx.loaders.imageWidths.load(image.id)),
  },
};
