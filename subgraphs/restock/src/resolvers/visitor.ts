import { signUpForRestock } from '../services/sign-up-for-restock.ts';
import { settingsOf } from '../services/restock-settings.ts';
import { unsubscribe } from '../services/unsubscribe.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** A shopper's side: the site's settings the restock box reads, signing up, and the notice's unsubscribe link. */
export const visitorResolvers: Resolvers = {
  Website: {
    __resolveReference: (ref) => ({ id: ref.id }),
    restockSettings: (website, _, ctx) => settingsOf(ctx.em, website.id),
  },
  Mutation: {
    signUpForRestock: async (_, { input }, ctx) => {
      const result = await signUpForRestock(ctx, input);
      return result.ok ? { signedUp: true, userErrors: [] } : { signedUp: false, userErrors: result.errors };
    },
    unsubscribeFromRestock: async (_, { token }, ctx) => {
      const result = await unsubscribe(ctx.em, ctx.secret, ctx.siteId, token);
      return result.ok ? { email: result.value, userErrors: [] } : { email: null, userErrors: result.errors };
    },
  },
};
