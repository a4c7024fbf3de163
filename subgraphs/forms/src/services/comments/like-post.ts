import { ok, type Outcome } from '@atelier/platform';
import { likerKey, type Liker } from '../../domain/comments/liker.ts';
import { refuse } from '../../errors.ts';
import { commentSettingsOf } from './comment-settings.ts';
import { loadPostSocial } from './post-social.ts';
import type { Context } from '../../context.ts';
import type { FormsErrorCode } from '../../generated/resolvers-types.ts';

/**
 * One like per visitor and post (the visitor known by the like button's id, else by address): a
 * second like from the same visitor changes nothing and answers the count. The limit stays per
 * address, so a script making up ids spends its address's likes.
 */
export async function likePost(
  ctx: Context,
  postId: string,
  visitorId: Liker['visitorId'],
): Promise<Outcome<number, FormsErrorCode>> {
  const { siteId } = ctx;
  if (!siteId) return refuse('POST_NOT_FOUND', ['postId']);
  const liker = likerKey(ctx.secret, siteId, { visitorId, clientAddress: ctx.clientAddress });
  if (!liker) return refuse('VISITOR_ID_INVALID', ['visitorId']);
  if (!(await commentSettingsOf(ctx.em, siteId)).simpleLikingEnabled) return refuse('LIKES_OFF');
  if (!(await ctx.limits.like(ctx.clientAddress))) return refuse('RATE_LIMITED', null, { of: 'likes' });
  const access = await ctx.commentFacts.postAccess(siteId, postId, ctx.unlockKeys);
  if (access !== 'OPEN') return refuse(access === 'LOCKED' ? 'POST_LOCKED' : 'POST_NOT_FOUND', ['postId']);
  await ctx.em.execute(
    'insert into "forms"."item_like" ("website_id", "item_id", "liker_hash") values (?, ?, ?) on conflict do nothing',
    [siteId, postId, liker],
  );
  return ok((await loadPostSocial(ctx.em, siteId, [postId])).get(postId)!.likeCount);
}
