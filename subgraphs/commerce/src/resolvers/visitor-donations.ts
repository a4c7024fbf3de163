import type { Resolvers } from '../generated/resolvers-types.ts';
import { donate } from '../services/donations/donate.ts';
import { donationByToken } from '../services/donations/donation-access.ts';

/** A donor's gift through the donation block, and its contribution confirmed page by its token. */
export const visitorDonationResolvers: Resolvers = {
  Query: {
    donation: (_, { id, token }, ctx) => donationByToken(ctx.em, ctx.siteId, id, token),
  },
  Mutation: {
    donate: async (_, { input }, ctx) => {
      const deps = {
        em: ctx.em,
        catalog: ctx.catalog,
        payments: ctx.payments,
        mailer: ctx.mailer,
        secret: ctx.secret,
        siteId: ctx.siteId,
        siteOrigin: ctx.siteOrigin,
        tryDonation: async () => (await ctx.limits.donations.consume(ctx.clientAddress)).allowed,
      };
      const result = await donate(deps, input);
      return result.ok
        ? { donation: result.value.donation, donationToken: result.value.accessToken, userErrors: [] }
        : { donation: null, donationToken: null, userErrors: result.errors };
    },
  },
  Donation: {
    createdAt: (donation) => donation.createdAt.toISOString(),
    paidAt: (donation) => donation.paidAt?.toISOString() ?? null,
  },
};
