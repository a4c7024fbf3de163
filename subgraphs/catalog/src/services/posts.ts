import type { EntityManager } from '@mikro-orm/postgresql';
import { Collection } from '../entities/collection.ts';
import { isLocked } from './collection-lock.ts';
import { Post } from '../entities/post.ts';
import { pageWindow } from '../domain/pagination.ts';

export interface PostsRequest {
  page?: number | null;
  pageSize?: number | null;
  category?: string | null;
  tag?: string | null;
  author?: string | null;
  featured?: boolean | null;
}

/**
 * One page of a blog's posts, newest first, filtered by category, tag, author or featured; the author named
 * from a post of theirs. A collection that is no blog, or a locked one, lists nothing.
 */
export async function postsPage(em: EntityManager, collection: Collection, request: PostsRequest, locked: boolean) {
  if (collection.type !== 'blog' || locked) {
    const none = pageWindow(0, request.page, request.pageSize);
    return { items: [], page: none.page, pageCount: none.pageCount, totalCount: 0, author: null };
  }
  const where = {
    collectionId: collection.id,
    ...(request.category ? { categories: { $contains: [request.category] } } : {}),
    ...(request.tag ? { tags: { $contains: [request.tag] } } : {}),
    ...(request.author ? { authorUrlId: request.author } : {}),
    ...(request.featured ? { featured: true } : {}),
  };
  const total = await em.count(Post, where);
  const window = pageWindow(total, request.page, request.pageSize);
  const items = await em.find(Post, where, {
    orderBy: { addedOn: 'desc', id: 'desc' },
    limit: window.pageSize,
    offset: window.offset,
  });
  const authorPost = request.author
    ? (items[0] ?? (await em.findOne(Post, { collectionId: collection.id, authorUrlId: request.author })))
    : null;
  return {
    items,
    page: window.page,
    pageCount: window.pageCount,
    totalCount: total,
    author: authorPost ? { displayName: authorPost.authorName, urlId: authorPost.authorUrlId } : null,
  };
}

export function postById(em: EntityManager, id: string): Promise<Post | null> {
  return em.findOne(Post, { id });
}

/** A blog's post at an address (`/<blog>/<urlId>`). */
export function postAt(em: EntityManager, collectionId: string, urlId: string): Promise<Post | null> {
  return em.findOne(Post, { collectionId, urlId });
}

/** The post of the same blog added just after this one (ties by id), or null for the newest. */
export function newerPost(em: EntityManager, post: Post): Promise<Post | null> {
  return em.findOne(
    Post,
    {
      collectionId: post.collectionId,
      $or: [{ addedOn: { $gt: post.addedOn } }, { addedOn: post.addedOn, id: { $gt: post.id } }],
    },
    { orderBy: { addedOn: 'asc', id: 'asc' } },
  );
}

/** The post of the same blog added just before this one (ties by id), or null for the oldest. */
export function olderPost(em: EntityManager, post: Post): Promise<Post | null> {
  return em.findOne(
    Post,
    {
      collectionId: post.collectionId,
      $or: [{ addedOn: { $lt: post.addedOn } }, { addedOn: post.addedOn, id: { $lt: post.id } }],
    },
    { orderBy: { addedOn: 'desc', id: 'desc' } },
  );
}

type PostReader = { em: EntityManager; siteId: string | undefined; unlockKeys: ReadonlyMap<string, string> };

/** A post of the site by id, and whether its blog is locked to the visitor (a site's own call holds no unlock keys unless it passes the visitor's). */
async function sitePostAndLock(ctx: PostReader, id: string): Promise<{ post: Post; locked: boolean } | null> {
  if (!ctx.siteId) return null;
  const post = await ctx.em.findOne(Post, { id, websiteId: ctx.siteId });
  if (!post) return null;
  const blog = await ctx.em.findOne(Collection, { id: post.collectionId });
  return blog ? { post, locked: isLocked(blog, ctx) } : null;
}

/** A post of the site by id, unless its blog is locked to the visitor. */
export async function sitePost(ctx: PostReader, id: string): Promise<Post | null> {
  const found = await sitePostAndLock(ctx, id);
  return found && !found.locked ? found.post : null;
}

/** Whether the site has the post and the visitor may read it (Query.postAccess). */
export async function postAccess(ctx: PostReader, id: string): Promise<'OPEN' | 'LOCKED' | 'MISSING'> {
  const found = await sitePostAndLock(ctx, id);
  return !found ? 'MISSING' : found.locked ? 'LOCKED' : 'OPEN';
}

/** The categories and the tags a blog's posts are listed under, each in alphabetical order, once. */
export async function blogLabels(em: EntityManager, collectionId: string) {
  const rows = await em.execute<{ kind: 'c' | 't'; label: string }[]>(
    `select distinct 'c' as kind, c as label from "catalog"."post", unnest("categories") c where "collection_id" = ?
     union select distinct 't', t from "catalog"."post", unnest("tags") t where "collection_id" = ?
     order by 2`,
    [collectionId, collectionId],
  );
  return {
    categories: rows.filter((r) => r.kind === 'c').map((r) => r.label),
    tags: rows.filter((r) => r.kind === 't').map((r) => r.label),
  };
}
