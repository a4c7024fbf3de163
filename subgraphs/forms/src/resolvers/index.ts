import { mergeResolvers } from '@atelier/platform';
import { ownerCommentResolvers } from './owner-comments.ts';
import { newsletterResolvers } from './newsletter.ts';
import { ownerResolvers } from './owner.ts';
import { visitorCommentResolvers } from './visitor-comments.ts';
import { visitorResolvers } from './visitor.ts';

export const resolvers = mergeResolvers(
  visitorResolvers,
  ownerResolvers,
  visitorCommentResolvers,
  ownerCommentResolvers,
  newsletterResolvers,
);
