import { GraphQLError } from 'graphql';
import { MAX_VARIANTS_AT_ONCE } from '@atelier/commerce';
import { ownedSiteId, ownersSite } from '@atelier/platform';
import { connectionOf, emptyConnection, ownerProductPage, pageRequest } from '../services/connections.ts';
import { addImageUrl, uploadImage } from '../services/images.ts';
import { ownedWebsite } from '../services/owned-website.ts';
import { archiveProduct, duplicateProduct } from '../services/product-copies.ts';
import { productRecord, productsOfCollection } from '../services/product-records.ts';
import { saveProduct } from '../services/save-product.ts';
import { withProductPlace } from '../services/plan-gates.ts';
import { updateVariantPrices } from '../services/variant-prices.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** The products an owner manages: save, copy, archive; images; prices in bulk. */
export const ownerProductResolvers: Resolvers = {
  Query: {
    variants: async (_, { ids }, ctx) => {
      if (ids.length > MAX_VARIANTS_AT_ONCE)
        throw new GraphQLError(`Ask for at most ${MAX_VARIANTS_AT_ONCE} variants at once.`, {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      const rows = await ctx.loaders.variant.loadMany(ids);
      return rows.map((v) => (v && !(v instanceof Error) && v.product.websiteId === ctx.siteId ? v : null));
    },
  },
  Collection: {
    archivedProducts: async (collection, _, ctx) =>
      (await ownersSite(collection.websiteId, ctx)) ? productsOfCollection(ctx.em, collection.id, 'archived') : [],
    ownerProducts: async (collection, { first, after, archived }, ctx) => {
      const request = pageRequest(first, after);
      if (!(await ownersSite(collection.websiteId, ctx)) || collection.type !== 'products') return emptyConnection;
      const page = await ownerProductPage(ctx.em, collection, archived ?? false, request.size, request.after);
      return connectionOf(page, (ids) => ctx.loaders.product.loadMany(ids));
    },
  },
  Mutation: {
    saveProduct: async (_, { input }, ctx) => {
      const owned = await ownedWebsite(ctx);
      if (!owned.ok) return { product: null, userErrors: owned.errors };
      // A new product takes one of the plan's places; a change to one listed already does not.
      const result = input.id
        ? await saveProduct(ctx, owned.value, input)
        : await withProductPlace(ctx, owned.value.id, (em) => saveProduct({ ...ctx, em }, owned.value, input));
      return result.ok
        ? { product: await productRecord(ctx.em, result.value.id), userErrors: [] }
        : { product: null, userErrors: result.errors };
    },
    duplicateProduct: async (_, { id }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { product: null, userErrors: owned.errors };
      const result = await duplicateProduct(ctx, owned.value, id);
      return result.ok ? { product: result.value, userErrors: [] } : { product: null, userErrors: result.errors };
    },
    archiveProduct: async (_, { id, archived }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { product: null, userErrors: owned.errors };
      const result = await archiveProduct(ctx, owned.value, id, archived);
      return result.ok ? { product: result.value, userErrors: [] } : { product: null, userErrors: result.errors };
    },
    uploadImage: async (_, { base64 }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { image: null, userErrors: owned.errors };
      const result = await uploadImage(ctx.em, owned.value, base64);
      return result.ok ? { image: result.value, userErrors: [] } : { image: null, userErrors: result.errors };
    },
    addImageUrl: async (_, { url }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { image: null, userErrors: owned.errors };
      const result = await addImageUrl(ctx.em, owned.value, url);
      return result.ok ? { image: result.value, userErrors: [] } : { image: null, userErrors: result.errors };
    },
    updateVariantPrices: async (_, { input }, ctx) => {
      const owned = await ownedWebsite(ctx);
      if (!owned.ok) return { variants: [], userErrors: owned.errors };
      const result = await updateVariantPrices(ctx.em, owned.value, input);
      return result.ok ? { variants: result.value, userErrors: [] } : { variants: [], userErrors: result.errors };
    },
  },
};
