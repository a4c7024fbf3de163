import { createHmac } from 'node:crypto';
import { ok, type Outcome } from '@atelier/platform';
import { refuse } from '../../errors.ts';
import { commentSettingsOf } from './comment-settings.ts';
import { loadPostSocial } from './post-social.ts';
import type { Context } from '../../context.ts';
import type { FormsErrorCode } from '../../generated/resolvers-types.ts';

/**
 * Who likes, as stored: a keyed hash of the site and the client's address. Subgraphs see no
 * cookie of the visitor's but the cart's and session's, which most visitors of a blog do not
 * hold; the address is kept by no table, and the key makes the hash useless across sites.
 */
export const likerHash = (secret: string, siteId: string, clientAddress: string) =>
  createHmac('sha256', secret).update(`like\n${siteId}\n${clientAddress}`).digest('base64url');

/** One like per visitor and post: a second like from the same visitor changes nothing and answers the count. */
export async function likePost(ctx: Context, postId: string): Promise<Outcome<number, FormsErrorCode>> {
  const { siteId } = ctx;
  if (!siteId) return refuse('POST_NOT_FOUND', ['postId']);
  if (!(await commentSettingsOf(ctx.em, siteId)).simpleLikingEnabled) return refuse('LIKES_OFF');
  if (!(await ctx.limits.like(ctx.clientAddress))) return refuse('RATE_LIMITED', null, { of: 'likes' });
  if (!(await ctx.commentFacts.postExists(siteId, postId))) return refuse('POST_NOT_FOUND', ['postId']);
  await ctx.em.execute(
    'insert into "forms"."item_like" ("website_id", "item_id", "liker_hash") values (?, ?, ?) on conflict do nothing',
    [siteId, postId, likerHash(ctx.secret, siteId, ctx.clientAddress)],
  );
  return ok((await loadPostSocial(ctx.em, siteId, [postId])).get(postId)!.likeCount);
}
