import { mergeResolvers, SCALARS } from '@atelier/platform';
import { ownerAnalyticsResolvers } from './owner-analytics.ts';
import { ownerSettingsResolvers } from './owner-settings.ts';
import { visitorSettingsResolvers } from './visitor-settings.ts';
import { visitorResolvers } from './visitor.ts';

export const resolvers = mergeResolvers(
  { SafeInt: SCALARS.SafeInt, Date: SCALARS.Date },
  visitorResolvers,
  visitorSettingsResolvers,
  ownerSettingsResolvers,
  ownerAnalyticsResolvers,
);
