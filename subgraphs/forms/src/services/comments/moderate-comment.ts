import { ok, Refusal, unlessRefused, type Outcome } from '@atelier/platform';
import { COMMENT_STATES, moderate, type CommentStatus, type ModerationAction } from '@atelier/forms';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Comment } from '../../entities/comment.ts';
import { OWNER_COMMENTS_PAGE } from '../../domain/comments/comment-policy.ts';
import { refuse } from '../../errors.ts';
import type { Context } from '../../context.ts';
import type { FormsErrorCode } from '../../generated/resolvers-types.ts';

/** The site's comments for its owner, newest first. */
export function ownerComments(
  em: EntityManager,
  siteId: string,
  status: CommentStatus | null | undefined,
  first: number | null | undefined,
): Promise<Comment[]> {
  const limit = Math.min(Math.max(first ?? OWNER_COMMENTS_PAGE.default, 1), OWNER_COMMENTS_PAGE.max);
  return em.find(
    Comment,
    { websiteId: siteId, ...(status ? { status } : {}) },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
  );
}

export type Moderated = { comment: Comment; deleted: boolean };

/** An owner's action on a comment of their site, through the one transition table; the row is locked while it changes. */
export function moderateComment(
  em: EntityManager,
  siteId: string,
  commentId: string,
  action: ModerationAction,
): Promise<Outcome<Moderated, FormsErrorCode>> {
  return unlessRefused(() =>
    em.transactional(async (tx) => {
      const comment = await tx.findOne(
        Comment,
        { id: commentId, websiteId: siteId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!comment) throw new Refusal(refuse('COMMENT_NOT_FOUND', ['id']));
      const next = moderate(comment.status, action);
      if (!next) throw new Refusal(refuse('MODERATION_INVALID', ['action'], { status: comment.status }));
      if (next === 'DELETED') {
        tx.remove(comment);
        await tx.flush();
        return ok({ comment, deleted: true });
      }
      comment.status = next;
      comment.moderatedAt = new Date();
      await tx.flush();
      return ok({ comment, deleted: false });
    }),
  );
}

/** The owner's commentState of one of their posts. */
export async function setPostCommentState(
  ctx: Pick<Context, 'em' | 'commentFacts'>,
  siteId: string,
  postId: string,
  state: number,
): Promise<Outcome<{ id: string }, FormsErrorCode>> {
  if (!Object.values(COMMENT_STATES).includes(state as 0 | 1 | 2))
    return refuse('COMMENT_STATE_INVALID', ['commentState']);
  // The owner closes a post whatever its lock: a protected blog's post is theirs all the same.
  if ((await ctx.commentFacts.postAccess(siteId, postId)) === 'MISSING') return refuse('POST_NOT_FOUND', ['postId']);
  await ctx.em.execute(
    `insert into "forms"."item_comment_state" ("website_id", "item_id", "state") values (?, ?, ?)
     on conflict ("website_id", "item_id") do update set "state" = excluded."state"`,
    [siteId, postId, state],
  );
  return ok({ id: postId });
}
