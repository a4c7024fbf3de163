import { ownedSiteId, ownersSite } from '@atelier/platform';
import { saveCommentSettings } from '../services/comments/comment-settings.ts';
import { moderateComment, ownerComments, setPostCommentState } from '../services/comments/moderate-comment.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** The owner's side of comments: the list of every status, moderation and the site's switches. */
export const ownerCommentResolvers: Resolvers = {
  Website: {
    comments: async (website, { status, first }, ctx) =>
      (await ownersSite(website.id, ctx)) ? ownerComments(ctx.em, website.id, status, first) : [],
  },
  Mutation: {
    moderateComment: async (_, { id, action }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { comment: null, deletedCommentId: null, userErrors: owned.errors };
      const done = await moderateComment(ctx.em, owned.value, id, action);
      if (!done.ok) return { comment: null, deletedCommentId: null, userErrors: done.errors };
      return done.value.deleted
        ? { comment: null, deletedCommentId: id, userErrors: [] }
        : { comment: done.value.comment, deletedCommentId: null, userErrors: [] };
    },
    saveCommentSettings: async (_, { input }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { commentSettings: null, userErrors: owned.errors };
      return { commentSettings: await saveCommentSettings(ctx.em, owned.value, input), userErrors: [] };
    },
    setPostCommentState: async (_, { postId, commentState }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { post: null, userErrors: owned.errors };
      const set = await setPostCommentState(ctx, owned.value, postId, commentState);
      return set.ok ? { post: set.value, userErrors: [] } : { post: null, userErrors: set.errors };
    },
  },
};
