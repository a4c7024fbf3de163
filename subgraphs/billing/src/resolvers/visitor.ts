import { PLANS, productTypeName, statusName } from '@atelier/billing';
import { ensureSiteBilling, entitlementOf, siteServesVisitors } from '../services/site-billing.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** What anyone may read: the plans on offer, and whether a site is served to visitors. */
export const visitorResolvers: Resolvers = {
  Query: {
    billingPlans: () => [...PLANS],
  },
  Website: {
    __resolveReference: (ref) => ({ id: ref.id }),
    servesVisitors: (website, _, ctx) => siteServesVisitors(ctx.em, website.id),
    planEntitlement: async (website, _, ctx) => {
      const state = await ensureSiteBilling(ctx.em, website.id, ctx.settings);
      return {
        status: statusName(state.website.status),
        planId: state.website.planId ?? entitlementOf(state).planId,
        addOns: entitlementOf(state).addOns.map(productTypeName),
      };
    },
  },
};
