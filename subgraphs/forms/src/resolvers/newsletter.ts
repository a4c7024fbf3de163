import { ownersSite } from '@atelier/platform';
import { newsletterMembers } from '../services/newsletter/newsletter-members.ts';
import { unsubscribeFromNewsletter, unsubscribeLink } from '../services/newsletter/unsubscribe.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

const SIGN_UPS = { default: 100, max: 500 } as const;
const TOKEN_MAX = 1000;

/** The site's newsletter: the owner's list of sign-ups, and the unsubscribe link's page (no sign-in: the token is the proof). */
export const newsletterResolvers: Resolvers = {
  Query: {
    newsletterUnsubscribeLink: (_, { token }, ctx) =>
      token.length > TOKEN_MAX ? null : unsubscribeLink(ctx.em, ctx.secret, ctx.siteId, token),
  },
  Mutation: {
    unsubscribeFromNewsletter: async (_, { token }, ctx) => {
      const done = await unsubscribeFromNewsletter(ctx.em, ctx.secret, ctx.siteId, token.slice(0, TOKEN_MAX + 1));
      return done.ok ? { email: done.value, userErrors: [] } : { email: null, userErrors: done.errors };
    },
  },
  Website: {
    newsletterSignUps: async (website, { first }, ctx) => {
      if (!(await ownersSite(website.id, ctx))) return [];
      const count = Math.min(Math.max(first ?? SIGN_UPS.default, 1), SIGN_UPS.max);
      return (await newsletterMembers(ctx.em, website.id, count)).map((member) => ({
        email: member.email,
        formId: member.formId,
        signedUpAt: member.signedUpAt.toISOString(),
        unsubscribedAt: member.unsubscribedAt?.toISOString() ?? null,
      }));
    },
  },
};
