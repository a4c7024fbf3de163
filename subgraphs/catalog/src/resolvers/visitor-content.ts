import { ownersSite } from '@atelier/platform';
import { collectionUrl } from '../domain/item-urls.ts';
import { isLocked } from '../services/collection-lock.ts';
import { postFullUrl } from '../services/item-urls.ts';
import { newerPost, olderPost, postAccess, postAt, postById, postsPage, sitePost } from '../services/posts.ts';
import { searchWebsite } from '../services/site-search.ts';
import { unlockCollection } from '../services/unlock-collection.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** Pages, blogs and their posts, what a password keeps until it is given, and search. */
export const visitorContentResolvers: Resolvers = {
  Query: {
    post: (_, { id }, ctx) => sitePost(ctx, id),
    postAccess: (_, { id }, ctx) => postAccess(ctx, id),
  },
  Website: {
    search: (site, args, ctx) => searchWebsite(ctx, site.id, args),
  },
  Collection: {
    __resolveReference: (ref, ctx) => ctx.loaders.collection.load(ref.id),
    fullUrl: (collection) => collectionUrl(collection.urlId),
    type: (collection) => collection.type.toUpperCase() as 'PRODUCTS' | 'BLOG' | 'PAGE' | 'EVENTS' | 'GALLERY',
    isProtected: (collection) => collection.passwordHash !== null,
    locked: (collection, _, ctx) => isLocked(collection, ctx),
    body: (collection, _, ctx) => (isLocked(collection, ctx) ? '' : collection.body),
    posts: (collection, args, ctx) => postsPage(ctx.em, collection, args, isLocked(collection, ctx)),
    post: (collection, { urlId }, ctx) => (isLocked(collection, ctx) ? null : postAt(ctx.em, collection.id, urlId)),
    // A locked page's description could tell what its password keeps: it shows once unlocked, as its body does, and always to its owner.
    seoDescription: async (collection, _, ctx) =>
      !isLocked(collection, ctx) || (await ownersSite(collection.websiteId, ctx)) ? collection.seoDescription : '',
    homepage: async (collection, _, ctx) =>
      (await ctx.loaders.homeCollection.load(collection.websiteId))?.id === collection.id,
  },
  Post: {
    __resolveReference: (ref, ctx) => postById(ctx.em, ref.id),
    fullUrl: (post, _, ctx) => postFullUrl(ctx, post),
    author: (post) => ({ displayName: post.authorName, urlId: post.authorUrlId }),
    addedOn: (post) => post.addedOn.getTime(),
    updatedAt: (post) => post.updatedAt.toISOString(),
    mediaFocalPoint: (post) => ({ x: post.focalX, y: post.focalY }),
    newer: (post, _, ctx) => newerPost(ctx.em, post),
    older: (post, _, ctx) => olderPost(ctx.em, post),
  },
  Mutation: {
    unlockCollection: async (_, { collectionId, password }, ctx) => {
      const result = await unlockCollection(ctx, collectionId, password);
      return result.ok ? { unlocked: true, userErrors: [] } : { unlocked: false, userErrors: result.errors };
    },
  },
};
