import type { EntityManager } from '@mikro-orm/postgresql';
import { COMMENT_STATES } from '@atelier/forms';
import { Comment } from '../../entities/comment.ts';
import { COMMENTS_SHOWN } from '../../domain/comments/comment-policy.ts';

/** A post as this subgraph knows it: its id (the catalog owns the rest). */
export interface PostReference {
  id: string;
}

/** What visitors left on a post, as its page shows it. */
export interface PostSocial {
  commentState: number;
  publicCommentCount: number;
  likeCount: number;
}

const NONE: PostSocial = { commentState: COMMENT_STATES.open, publicCommentCount: 0, likeCount: 0 };

/** The state, approved comments and likes of these posts of the site, in three statements whatever their number. */
export async function loadPostSocial(
  em: EntityManager,
  siteId: string | undefined,
  postIds: readonly string[],
): Promise<Map<string, PostSocial>> {
  const social = new Map(postIds.map((id) => [id, { ...NONE }]));
  if (!siteId || postIds.length === 0) return social;
  const ids = [...social.keys()];
  const [states, comments, likes] = await Promise.all([
    em.execute<{ item_id: string; state: number }[]>(
      'select "item_id", "state" from "forms"."item_comment_state" where "website_id" = ? and "item_id" in (?)',
      [siteId, ids],
    ),
    em.execute<{ item_id: string; n: string }[]>(
      `select "item_id", count(*) as "n" from "forms"."comment" where "website_id" = ? and "item_id" in (?) and "status" = 'APPROVED' group by "item_id"`,
      [siteId, ids],
    ),
    em.execute<{ item_id: string; n: string }[]>(
      'select "item_id", count(*) as "n" from "forms"."item_like" where "website_id" = ? and "item_id" in (?) group by "item_id"',
      [siteId, ids],
    ),
  ]);
  for (const row of states) social.get(row.item_id)!.commentState = Number(row.state);
  for (const row of comments) social.get(row.item_id)!.publicCommentCount = Number(row.n);
  for (const row of likes) social.get(row.item_id)!.likeCount = Number(row.n);
  return social;
}

/**
 * A request's reader of posts' social facts: the posts the gateway asks this subgraph to resolve
 * (`_entities`' representations, a blog page's whole list) are read together on the first field
 * asked, any other post on its own.
 */
export function postSocialReader(em: EntityManager, siteId: string | undefined, representations: readonly unknown[]) {
  const asked = representations
    .filter(
      (r): r is { __typename: 'Post'; id: string } =>
        (r as { __typename?: unknown })?.__typename === 'Post' && typeof (r as { id?: unknown }).id === 'string',
    )
    .map((r) => r.id);
  let batch: Promise<Map<string, PostSocial>> | undefined;
  return async (postId: string): Promise<PostSocial> => {
    if (!asked.includes(postId)) return (await loadPostSocial(em, siteId, [postId])).get(postId)!;
    batch ??= loadPostSocial(em, siteId, asked);
    return (await batch).get(postId)!;
  };
}

/** A post's approved comments, oldest first, as its page lists them. */
export function publicComments(em: EntityManager, siteId: string | undefined, postId: string): Promise<Comment[]> {
  if (!siteId) return Promise.resolve([]);
  return em.find(
    Comment,
    { websiteId: siteId, itemId: postId, status: 'APPROVED' },
    { orderBy: { createdAt: 'asc', id: 'asc' }, limit: COMMENTS_SHOWN },
  );
}
