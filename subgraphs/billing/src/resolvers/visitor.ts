import { PLANS } from '@atelier/billing';
import { siteServesVisitors } from '../services/site-billing.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** What anyone may read: the plans on offer, and whether a site is served to visitors. */
export const visitorResolvers: Resolvers = {
  Query: {
    billingPlans: () => [...PLANS],
  },
  Website: {
    __resolveReference: (ref) => ({ id: ref.id }),
    servesVisitors: (website, _, ctx) => siteServesVisitors(ctx.em, website.id),
  },
};
