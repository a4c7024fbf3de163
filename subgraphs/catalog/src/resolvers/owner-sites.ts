import { createWebsite, newSiteSlug, websitesOf } from '../services/new-sites.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** An owner's sites: which they own (Owner.websites, for `me`), and new ones, on whichever host they ask. */
export const ownerSitesResolvers: Resolvers = {
  Query: {
    newSiteSlug: (_, { title, slug }, ctx) => newSiteSlug(ctx.em, { title, slug }),
  },
  Mutation: {
    createWebsite: async (_, { input }, ctx) => {
      const made = await createWebsite(ctx, input);
      return made.ok ? { website: made.value, userErrors: [] } : { website: null, userErrors: made.errors };
    },
  },
  Owner: {
    // Accounts answers who the owner is; the catalog is asked only for their sites.
    __resolveReference: (ref) => ({ id: ref.id }),
    websites: (owner, _, ctx) => websitesOf(ctx.em, owner.id),
  },
};
