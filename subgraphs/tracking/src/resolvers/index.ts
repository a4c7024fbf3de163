import { mergeResolvers, SCALARS } from '@atelier/platform';
import { ownerAnalyticsResolvers } from './owner-analytics.ts';
import { visitorResolvers } from './visitor.ts';

export const resolvers = mergeResolvers(
  { SafeInt: SCALARS.SafeInt, Date: SCALARS.Date },
  visitorResolvers,
  ownerAnalyticsResolvers,
);
