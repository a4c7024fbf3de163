import type { RateLimit } from '@atelier/platform';
import { COOKIES, unlockKeyFor, verifyPassword, writeUnlockKeys } from '@atelier/platform';
import { Collection } from '../entities/collection.ts';
import { Post } from '../entities/post.ts';
import { postUrl } from '../domain/item-urls.ts';
import { pageWindow } from '../domain/pagination.ts';
import { searchSite } from '../services/search.ts';
import { moneyOf } from '@atelier/commerce';
import { UNLOCK_ERRORS, UNLOCK_LIFETIME_SECONDS } from '../domain/unlock-policy.ts';
import type { Context } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** Protected, and the visitor's unlock cookie holds no key for its current password. */
export const isLocked = (collection: Collection, ctx: Context) =>
  collection.passwordHash !== null && ctx.request.unlockKeys.get(collection.id) !== unlockKeyFor(collection.id, collection.passwordHash);

const emptyPage = (page: { page: number; pageCount: number }) => ({ items: [], page: page.page, pageCount: page.pageCount, totalCount: 0, author: null });

/** Pages, blogs and their posts, password protection, and search. */
export function contentResolvers(unlockLimit: RateLimit): Resolvers {
  return {
    Website: {
      blockFields: (site) => Object.entries(site.blockFields ?? {}).map(([id, html]) => ({ id, html: String(html) })),
      search: async (site, args, ctx) => {
        const window = pageWindow(0, args.page, args.pageSize ?? 20);
        const open = (await ctx.em.find(Collection, { websiteId: site.id })).filter((c) => !isLocked(c, ctx));
        const collections = args.collection ? open.filter((c) => c.urlId === args.collection) : open;
        const { hits, totalCount, totalCountExact } = await searchSite(ctx.em, {
          websiteId: site.id,
          query: args.query.slice(0, 200),
          collections,
          page: window.page,
          pageSize: window.pageSize,
          minPrice: args.minPrice,
          maxPrice: args.maxPrice,
        });
        return {
          items: hits.map((hit) => ({ ...hit, price: hit.price && moneyOf(hit.price.minor, hit.price.currency) })),
          totalCount,
          totalCountExact,
          page: window.page,
          pageSize: window.pageSize,
          pageCount: pageWindow(totalCount, window.page, window.pageSize).pageCount,
        };
      },
    },
    Collection: {
      type: (collection) => collection.type.toUpperCase() as 'PRODUCTS' | 'BLOG' | 'PAGE',
      isProtected: (collection) => collection.passwordHash !== null,
      locked: (collection, _, ctx) => isLocked(collection, ctx),
      body: (collection, _, ctx) => (isLocked(collection, ctx) ? '' : collection.body),
      posts: async (collection, args, ctx) => {
        const where = {
          collectionId: collection.id,
          ...(args.category ? { categories: { $contains: [args.category] } } : {}),
          ...(args.tag ? { tags: { $contains: [args.tag] } } : {}),
          ...(args.author ? { authorUrlId: args.author } : {}),
        };
        if (collection.type !== 'blog' || isLocked(collection, ctx)) return emptyPage(pageWindow(0, args.page, args.pageSize));
        const total = await ctx.em.count(Post, where);
        const window = pageWindow(total, args.page, args.pageSize);
        const items = await ctx.em.find(Post, where, { orderBy: { addedOn: 'desc', id: 'desc' }, limit: window.pageSize, offset: window.offset });
        const authorPost = args.author ? (items[0] ?? (await ctx.em.findOne(Post, { collectionId: collection.id, authorUrlId: args.author }))) : null;
        return {
          items,
          page: window.page,
          pageCount: window.pageCount,
          totalCount: total,
          author: authorPost ? { displayName: authorPost.authorName, urlId: authorPost.authorUrlId } : null,
        };
      },
      post: (collection, { urlId }, ctx) => (isLocked(collection, ctx) ? null : ctx.em.findOne(Post, { collectionId: collection.id, urlId })),
    },
    Post: {
      __resolveReference: (ref, ctx) => ctx.em.findOne(Post, { id: ref.id }),
      fullUrl: async (post, _, ctx) => postUrl((await ctx.loaders.collection.load(post.collectionId))!.urlId, post.urlId),
      author: (post) => ({ displayName: post.authorName, urlId: post.authorUrlId }),
      addedOn: (post) => post.addedOn.getTime(),
      updatedAt: (post) => post.updatedAt.toISOString(),
      mediaFocalPoint: (post) => ({ x: post.focalX, y: post.focalY }),
      newer: (post, _, ctx) =>
        ctx.em.findOne(Post, { collectionId: post.collectionId, $or: [{ addedOn: { $gt: post.addedOn } }, { addedOn: post.addedOn, id: { $gt: post.id } }] }, { orderBy: { addedOn: 'asc', id: 'asc' } }),
      older: (post, _, ctx) =>
        ctx.em.findOne(Post, { collectionId: post.collectionId, $or: [{ addedOn: { $lt: post.addedOn } }, { addedOn: post.addedOn, id: { $lt: post.id } }] }, { orderBy: { addedOn: 'desc', id: 'desc' } }),
    },
    Mutation: {
      unlockCollection: async (_, { collectionId, password }, ctx) => {
        const collection = ctx.request.siteId ? await ctx.em.findOne(Collection, { id: collectionId, websiteId: ctx.request.siteId }) : null;
        if (!collection) return { unlocked: false, userErrors: [UNLOCK_ERRORS.notFound] };
        if (collection.passwordHash === null) return { unlocked: true, userErrors: [] };
        const attempt = await unlockLimit.consume(`${collection.id}\u0000${ctx.request.clientAddress}`);
        if (!attempt.allowed) return { unlocked: false, userErrors: [UNLOCK_ERRORS.tooManyAttempts] };
        if (!(await verifyPassword(password.slice(0, 1024), collection.passwordHash))) return { unlocked: false, userErrors: [UNLOCK_ERRORS.wrongPassword] };
        const keys = new Map(ctx.request.unlockKeys);
        keys.delete(collection.id);
        keys.set(collection.id, unlockKeyFor(collection.id, collection.passwordHash));
        ctx.request.setCookie({ name: COOKIES.unlock, value: writeUnlockKeys(keys), maxAgeSeconds: UNLOCK_LIFETIME_SECONDS });
        return { unlocked: true, userErrors: [] };
      },
    },
  };
}
