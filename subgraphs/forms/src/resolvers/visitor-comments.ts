import { addComment } from '../services/comments/add-comment.ts';
import { commentSettingsOf } from '../services/comments/comment-settings.ts';
import { likePost } from '../services/comments/like-post.ts';
import { publicComments } from '../services/comments/post-social.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** Comments and likes on the site's posts, as visitors and the site server read and send them. */
export const visitorCommentResolvers: Resolvers = {
  Website: {
    commentSettings: (website, _, ctx) => commentSettingsOf(ctx.em, website.id),
  },
  Post: {
    __resolveReference: (ref) => ({ id: ref.id }),
    commentState: async (post, _, ctx) => (await ctx.postSocial(post.id)).commentState,
    publicCommentCount: async (post, _, ctx) => (await ctx.postSocial(post.id)).publicCommentCount,
    likeCount: async (post, _, ctx) => (await ctx.postSocial(post.id)).likeCount,
    comments: (post, _, ctx) => publicComments(ctx.em, ctx.siteId, post.id),
  },
  Comment: {
    addedOn: (comment) => comment.createdAt.getTime(),
    post: (comment) => ({ id: comment.itemId }),
  },
  Mutation: {
    addComment: async (_, { input }, ctx) => {
      const added = await addComment(ctx, input);
      return added.ok ? { comment: added.value, userErrors: [] } : { comment: null, userErrors: added.errors };
    },
    likePost: async (_, { postId, visitorId }, ctx) => {
      const liked = await likePost(ctx, postId, visitorId);
      return liked.ok ? { likeCount: liked.value, userErrors: [] } : { likeCount: null, userErrors: liked.errors };
    },
  },
};
