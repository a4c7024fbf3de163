import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { MAX_PRICE_MINOR, MAX_VARIANTS_AT_ONCE, toDecimalString } from '@atelier/commerce';
import type { UserError } from './services/owned-site.ts';
import { Image, ImageFile } from './entities/image.ts';
import { Product } from './entities/product.ts';
import { Variant } from './entities/variant.ts';
import { urlIdFrom } from './domain/url-id.ts';
import { fail, ownedSite } from './services/owned-site.ts';
import { flushProduct, saveProduct, VERSION_CONFLICT } from './services/save-product.ts';
import { imageUrl, MAX_IMAGE_BYTES, storeImageUrl, storeUploadedImage } from './services/images.ts';
import { refreshShopCategories } from './services/shop-categories.ts';
import { productRecord, productsOfCollection, variantRecords } from './services/product-records.ts';
import { connectionOf, emptyConnection, ownerProductPage, pageRequest } from './services/connections.ts';
import type { Resolvers } from './generated/resolvers-types.ts';
import type { OwnerPort } from '@atelier/platform';

const MAX_UPLOAD_BASE64 = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4;
const NOT_FOUND = fail(['id'], 'NOT_FOUND', 'This product does not exist.');

/** The products an owner manages: save, copy, archive; images; prices in bulk; store merchandising. */
export function productOwnerResolvers(owners: OwnerPort): Resolvers {
  return {
    Query: {
      variants: async (_, { ids }, ctx) => {
        if (ids.length > MAX_VARIANTS_AT_ONCE) throw new GraphQLError(`Ask for at most ${MAX_VARIANTS_AT_ONCE} variants at once.`, { extensions: { code: 'BAD_USER_INPUT' } });
        const rows = await ctx.loaders.variant.loadMany(ids);
        return rows.map((v) => (v && !(v instanceof Error) && v.product.websiteId === ctx.request.siteId ? v : null));
      },
      imageFile: async (_, { id, width }, ctx) => {
        const image = await ctx.em.findOne(Image, { id, websiteId: ctx.request.siteId ?? '' });
        if (!image || image.width === null) return null;
        const sizes = await ctx.em.find(ImageFile, { imageId: id }, { fields: ['imageId', 'width', 'contentType'], orderBy: { width: 'asc' } });
        const chosen = [...sizes].reverse().find((s) => s.width <= width) ?? sizes[0];
        if (!chosen) return null;
        const file = await ctx.em.findOneOrFail(ImageFile, { imageId: id, width: chosen.width }, { populate: ['bytes'] });
        return { width: file.width, contentType: file.contentType, base64: Buffer.from(file.bytes).toString('base64') };
      },
    },
    Collection: {
      archivedProducts: async (collection, _, ctx) => {
        const owned = await ownedSite(ctx, owners);
        if ('error' in owned || owned.site.id !== collection.websiteId) return [];
        return productsOfCollection(ctx.em, collection.id, 'archived');
      },
      ownerProducts: async (collection, { first, after, archived }, ctx) => {
        const request = pageRequest(first, after);
        const owned = await ownedSite(ctx, owners);
        if ('error' in owned || owned.site.id !== collection.websiteId || collection.type !== 'products') return emptyConnection;
        const page = await ownerProductPage(ctx.em, collection, archived ?? false, request.size, request.after);
        return connectionOf(page, (ids) => ctx.loaders.product.loadMany(ids));
      },
    },
    Product: {
      archived: (product) => product.archivedAt !== null,
      // Without a promise for the many products that have no image of their own.
      images: (product, _, ctx) => (product.imageIds.length ? ctx.loaders.image.loadMany(product.imageIds).then((images) => images.filter((i): i is Image => i instanceof Image)) : []),
    },
    ProductImage: {
      url: (image) => imageUrl(image),
      sizes: async (image, _, ctx) => (image.width === null ? [] : ctx.loaders.imageWidths.load(image.id)),
    },
    Variant: {
      mainImage: (variant, _, ctx) => (variant.mainImageId ? ctx.loaders.image.load(variant.mainImageId) : null),
    },
    Mutation: {
      saveProduct: async (_, { input }, ctx) => {
        const owned = await ownedSite(ctx, owners);
        if ('error' in owned) return { product: null, userErrors: [owned.error] };
        const result = await saveProduct(ctx, owned.site, input);
        return result.ok ? { product: await productRecord(ctx.em, result.product.id), userErrors: [] } : { product: null, userErrors: result.errors };
      },
      duplicateProduct: async (_, { id }, ctx) => {
        const owned = await ownedSite(ctx, owners);
        if ('error' in owned) return { product: null, userErrors: [owned.error] };
        const original = await ctx.em.findOne(Product, { id, websiteId: owned.site.id }, { populate: ['variants'] });
        if (!original) return { product: null, userErrors: [NOT_FOUND] };
        const taken = new Set((await ctx.em.find(Product, { collectionId: original.collectionId }, { fields: ['urlId'] })).map((p) => p.urlId));
        const base = `${urlIdFrom(original.urlId).slice(0, 70)}-copy`;
        let urlId = base;
        for (let n = 2; taken.has(urlId); n++) urlId = `${base}-${n}`;
        const { id: _id, variants, version: _v, createdAt: _c, updatedAt: _u, ...fields } = original;
        const copy = ctx.em.create(Product, {
          ...fields,
          id: `prod_${randomUUID()}`,
          title: `${original.title} (copy)`.slice(0, 200),
          urlId,
          position: await ctx.em.count(Product, { collectionId: original.collectionId }),
        });
        for (const variant of variants) {
          ctx.em.create(Variant, { id: `var_${randomUUID()}`, product: copy, sku: variant.sku, priceCents: variant.priceCents, salePriceCents: variant.salePriceCents, onSale: variant.onSale, attributes: { ...variant.attributes }, mainImageId: variant.mainImageId, position: variant.position });
        }
        const failure = await flushProduct(ctx);
        if (failure) return { product: null, userErrors: [failure] };
        await refreshShopCategories(ctx.em, [copy.collectionId]);
        return { product: await productRecord(ctx.em, copy.id), userErrors: [] };
      },
      archiveProduct: async (_, { id, archived }, ctx) => {
        const owned = await ownedSite(ctx, owners);
        if ('error' in owned) return { product: null, userErrors: [owned.error] };
        const product = await ctx.em.findOne(Product, { id, websiteId: owned.site.id });
        if (!product) return { product: null, userErrors: [NOT_FOUND] };
        product.archivedAt = archived ? new Date() : null;
        product.updatedAt = new Date();
        const failure = await flushProduct(ctx);
        if (failure) return { product: null, userErrors: [failure] };
        await refreshShopCategories(ctx.em, [product.collectionId]);
        return { product: await productRecord(ctx.em, product.id), userErrors: [] };
      },
      uploadImage: async (_, { base64 }, ctx) => {
        const owned = await ownedSite(ctx, owners);
        if ('error' in owned) return { image: null, userErrors: [owned.error] };
        if (base64.length > MAX_UPLOAD_BASE64) return { image: null, userErrors: [fail(['base64'], 'IMAGE_TOO_LARGE', 'An image may be at most 10 MB.')] };
        const result = await storeUploadedImage(ctx.em, owned.site.id, Buffer.from(base64, 'base64'));
        return result.ok ? { image: result.image, userErrors: [] } : { image: null, userErrors: [fail(['base64'], result.code, result.message)] };
      },
      addImageUrl: async (_, { url }, ctx) => {
        const owned = await ownedSite(ctx, owners);
        if ('error' in owned) return { image: null, userErrors: [owned.error] };
        const result = await storeImageUrl(ctx.em, owned.site.id, url);
        return result.ok ? { image: result.image, userErrors: [] } : { image: null, userErrors: [fail(['url'], result.code, result.message)] };
      },
      updateVariantPrices: async (_, { input }, ctx) => {
        const owned = await ownedSite(ctx, owners);
        if ('error' in owned) return { variants: [], userErrors: [owned.error] };
        if (input.length === 0 || input.length > MAX_VARIANTS_AT_ONCE) return { variants: [], userErrors: [fail(['input'], 'INPUT_SIZE', `Change 1 to ${MAX_VARIANTS_AT_ONCE} variants at once.`)] };
        const variants = await ctx.em.find(Variant, { id: { $in: input.map((i) => i.variantId) }, product: { websiteId: owned.site.id } }, { populate: ['product'] });
        const byId = new Map(variants.map((v) => [v.id, v]));
        const most = toDecimalString(MAX_PRICE_MINOR, owned.site.selectedCurrency);
        const errors: UserError[] = [];
        input.forEach((change, index) => {
          const at = ['input', String(index)];
          if (!byId.has(change.variantId)) errors.push(fail([...at, 'variantId'], 'NOT_FOUND', 'This variant does not exist.'));
          if (!Number.isSafeInteger(change.price) || change.price < 0 || change.price > MAX_PRICE_MINOR) errors.push(fail([...at, 'price'], 'PRICE_INVALID', `A price is an amount from 0 up to ${most}.`));
          if (!Number.isSafeInteger(change.salePrice) || change.salePrice < 0 || change.salePrice > MAX_PRICE_MINOR) errors.push(fail([...at, 'salePrice'], 'PRICE_INVALID', `A sale price is an amount from 0 up to ${most}.`));
          else if (change.onSale && change.salePrice >= change.price) errors.push(fail([...at, 'salePrice'], 'SALE_PRICE_NOT_LOWER', 'A sale price must be lower than the price.'));
        });
        if (errors.length) return { variants: [], userErrors: errors };
        const now = new Date();
        for (const change of input) {
          const variant = byId.get(change.variantId)!;
          Object.assign(variant, { priceCents: change.price, salePriceCents: change.salePrice, onSale: change.onSale });
          // The product's version moves too: an editor open on it must not write the old prices back.
          variant.product.updatedAt = now;
        }
        const failure = await flushProduct(ctx);
        return failure ? { variants: [], userErrors: [VERSION_CONFLICT(['input'])] } : { variants: await variantRecords(ctx.em, input.map((i) => i.variantId)), userErrors: [] };
      },
      saveMerchandisingSettings: async (_, { input }, ctx) => {
        const owned = await ownedSite(ctx, owners);
        if ('error' in owned) return { website: null, userErrors: [owned.error] };
        const soldOut = (input.customSoldOutText ?? '').trim();
        const success = (input.restockNotificationsSuccessText ?? '').trim();
        if (soldOut.length > 100) return { website: null, userErrors: [fail(['input', 'customSoldOutText'], 'TEXT_TOO_LONG', 'The sold-out text may be at most 100 characters.')] };
        if (success.length > 500) return { website: null, userErrors: [fail(['input', 'restockNotificationsSuccessText'], 'TEXT_TOO_LONG', 'The sign-up message may be at most 500 characters.')] };
        owned.site.merchandising = {
          customSoldOutText: soldOut,
          restockNotificationsEnabled: input.restockNotificationsEnabled,
          restockNotificationsSuccessText: success,
          soldOutVariantsDropdownDisabled: input.soldOutVariantsDropdownDisabled,
        };
        await ctx.em.flush();
        return { website: owned.site, userErrors: [] };
      },
    },
  };
}
