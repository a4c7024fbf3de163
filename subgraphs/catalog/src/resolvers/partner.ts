import type { Resolvers } from '../generated/resolvers-types.ts';
import { isLocked } from '../services/collection-lock.ts';
import { blogLabels } from '../services/posts.ts';
import { collectionPage, connectionOf, emptyConnection, pageRequest, productPage } from '../services/connections.ts';

/** The partner API's lists: Relay connections of the request's site, nodes loaded in batches. */
export const partnerResolvers: Resolvers = {
  Query: {
    products: async (_, { first, after, filter }, ctx) => {
      const request = pageRequest(first, after);
      const siteId = ctx.siteId;
      if (!siteId) return emptyConnection;
      const page = await productPage(ctx.em, ctx.stock, { siteId }, filter ?? {}, request.size, request.after);
      return connectionOf(page, (ids) => ctx.loaders.product.loadMany(ids));
    },
    collections: async (_, { first, after, type }, ctx) => {
      const request = pageRequest(first, after);
      const siteId = ctx.siteId;
      if (!siteId) return emptyConnection;
      const page = await collectionPage(
        ctx.em,
        siteId,
        type ? (type.toLowerCase() as 'products' | 'blog' | 'page') : undefined,
        request.size,
        request.after,
      );
      return connectionOf(page, (ids) => ctx.loaders.collection.loadMany(ids));
    },
  },
  Collection: {
    productPage: async (collection, { first, after, category, featured, sort }, ctx) => {
      const request = pageRequest(first, after);
      if (collection.type !== 'products' || isLocked(collection, ctx)) return emptyConnection;
      const page = await productPage(
        ctx.em,
        ctx.stock,
        { siteId: collection.websiteId, ownCollectionId: collection.id, productCount: collection.productCount },
        { category, featured },
        request.size,
        request.after,
        sort ?? 'SHOP_ORDER',
      );
      return connectionOf(page, (ids) => ctx.loaders.product.loadMany(ids));
    },
    categories: async (collection, _, ctx) => {
      if (isLocked(collection, ctx)) return [];
      if (collection.type === 'blog') return (await blogLabels(ctx.em, collection.id)).categories;
      return collection.type === 'products' ? collection.categories : [];
    },
    tags: async (collection, _, ctx) =>
      collection.type !== 'blog' || isLocked(collection, ctx) ? [] : (await blogLabels(ctx.em, collection.id)).tags,
  },
};
