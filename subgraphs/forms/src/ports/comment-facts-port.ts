import { print } from 'graphql';
import { callGatewayAsSite } from '@atelier/platform';
import { CommentPostFactsDocument, type CommentPostFactsQuery } from './generated/operations.ts';

/** What comments and likes read of the catalog (posts), as the site. */
export interface CommentFactsPort {
  /** Whether the site has this post (and its blog is not locked). */
  postExists(siteId: string, postId: string): Promise<boolean>;
}

const POST_FACTS = print(CommentPostFactsDocument);

export function gatewayCommentFacts(gatewayUrl: string, secret: string): CommentFactsPort {
  return {
    async postExists(siteId, postId) {
      const data = await callGatewayAsSite<CommentPostFactsQuery>({
        gatewayUrl,
        secret,
        siteId,
        query: POST_FACTS,
        variables: { postId },
      });
      return data.post?.id === postId;
    },
  };
}
