import { ownerById, ownerOfSession, signIn, signOut } from '../services/sessions.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/**
 * Owners sign in and out, and say who they are (the other subgraphs' ownership checks ask
 * `me { websites }`, whose websites the catalog contributes to Owner).
 */
export const ownerResolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => ownerOfSession(ctx.em, ctx.sessionToken),
  },
  Mutation: {
    login: async (_, { email, password }, ctx) => {
      const signedIn = await signIn(ctx, email, password);
      return signedIn.ok ? { owner: signedIn.value, userErrors: [] } : { owner: null, userErrors: signedIn.errors };
    },
    logout: async (_, __, ctx) => {
      await signOut(ctx);
      return { loggedOut: true };
    },
  },
  Owner: {
    __resolveReference: (ref, ctx) => ownerById(ctx.em, ref.id),
  },
};
