import { newId, ok, Refusal, unlessRefused, type FieldPath, type Outcome } from '@atelier/platform';
import { checkComment, commentsOpen } from '@atelier/forms';
import { Comment } from '../../entities/comment.ts';
import { refuse, userError } from '../../errors.ts';
import { commentSettingsOf } from './comment-settings.ts';
import { loadPostSocial } from './post-social.ts';
import type { Context } from '../../context.ts';
import type { FormsErrorCode } from '../../generated/resolvers-types.ts';

export interface AddCommentRequest {
  postId: string;
  authorName: string;
  body: string;
  captchaKey?: string | null;
}

const CAPTCHA_FIELD: FieldPath = ['input', 'captchaKey'];

/**
 * Stores a visitor's comment, waiting for the owner: the post must be the site's, open to the
 * visitor (a protected blog unlocked with its password), and take comments, the client within its limits, the comment within its rules, and the built-in captcha
 * solved. The captcha is spent in the transaction that stores the comment, so an answer counts once
 * and a refusal leaves it unspent.
 */
export async function addComment(ctx: Context, request: AddCommentRequest): Promise<Outcome<Comment, FormsErrorCode>> {
  const { siteId } = ctx;
  if (!siteId) return refuse('POST_NOT_FOUND', ['input', 'postId']);
  const draft = checkComment(request);
  if (!draft.ok)
    return { ok: false, errors: draft.problems.map((p) => userError('COMMENT_INVALID', ['input', p.field], p)) };

  const [settings, social] = await Promise.all([
    commentSettingsOf(ctx.em, siteId),
    loadPostSocial(ctx.em, siteId, [request.postId]),
  ]);
  if (!commentsOpen(social.get(request.postId)!, settings)) return refuse('COMMENTS_CLOSED', ['input', 'postId']);
  if (!(await ctx.limits.comment(ctx.clientAddress, siteId))) return refuse('RATE_LIMITED', null, { of: 'comments' });
  const access = await ctx.commentFacts.postAccess(siteId, request.postId, ctx.unlockKeys);
  if (access !== 'OPEN') return refuse(access === 'LOCKED' ? 'POST_LOCKED' : 'POST_NOT_FOUND', ['input', 'postId']);

  const captcha = await ctx.captcha.check('builtin', request.captchaKey, siteId);
  if (!captcha.ok) return refuse(captcha.code, CAPTCHA_FIELD);
  return unlessRefused(() =>
    ctx.em.transactional(async (em) => {
      if (!(await captcha.spend(em))) throw new Refusal(refuse('CAPTCHA_INVALID', CAPTCHA_FIELD));
      const comment = em.create(Comment, {
        id: newId('cmt'),
        websiteId: siteId,
        itemId: request.postId,
        authorName: draft.value.authorName,
        body: draft.value.body,
      });
      await em.flush();
      return ok(comment);
    }),
  );
}
