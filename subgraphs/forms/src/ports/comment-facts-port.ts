import { print } from 'graphql';
import { callGatewayAsSite, writeUnlockKeys } from '@atelier/platform';
import { CommentPostFactsDocument, type CommentPostFactsQuery } from './generated/operations.ts';

/** Whether a post is the site's and open to the visitor (the catalog's PostAccess). */
export type PostAccess = CommentPostFactsQuery['postAccess'];

/** What comments and likes read of the catalog (posts), as the site. */
export interface CommentFactsPort {
  /**
   * Whether the site has this post, and whether its blog is open to the visitor who holds these
   * unlock keys (none: as a visitor who never gave a password).
   */
  postAccess(siteId: string, postId: string, unlockKeys?: ReadonlyMap<string, string>): Promise<PostAccess>;
}

const POST_FACTS = print(CommentPostFactsDocument);

export function gatewayCommentFacts(gatewayUrl: string, secret: string): CommentFactsPort {
  return {
    async postAccess(siteId, postId, unlockKeys) {
      const data = await callGatewayAsSite<CommentPostFactsQuery>({
        gatewayUrl,
        secret,
        siteId,
        query: POST_FACTS,
        variables: { postId },
        // The catalog decides what a password opens: it is asked with the keys the visitor holds.
        unlockKeys: unlockKeys?.size ? writeUnlockKeys(new Map(unlockKeys)) : undefined,
      });
      return data.postAccess;
    },
  };
}
