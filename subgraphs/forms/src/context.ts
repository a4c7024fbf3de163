import type { Mailer, OwnerRequest, SubgraphContext } from '@atelier/platform';
import type { CaptchaGate } from '@atelier/forms/server';
import type { FormLimits } from './services/form-limits.ts';
import type { CommentFactsPort } from './ports/comment-facts-port.ts';
import type { PostSocial } from './services/comments/post-social.ts';

/**
 * The request (its site: forms are read and stored for that site only), its visitor as an owner,
 * and the forms' dependencies: the subgraphs' one context shape (subgraphs/README.md).
 */
export interface Context extends SubgraphContext, OwnerRequest {
  limits: FormLimits;
  captcha: CaptchaGate;
  mailer: Mailer;
  /** The server secret: it seals the site's captcha secret keys and signs newsletter unsubscribe links. */
  secret: string;
  /** Whether a post is the site's (the catalog's), before a comment or like is stored. */
  commentFacts: CommentFactsPort;
  /** The posts' comment state and counts, read together for the posts of one `_entities` call. */
  postSocial(postId: string): Promise<PostSocial>;
}
