import { COOKIES } from '@atelier/platform';
import { Owner } from './entities/owner.ts';
import { SESSION_LIFETIME_SECONDS } from './domain/session-token.ts';
import { logout, ownerOfSession, signIn } from './services/sessions.ts';
import type { Resolvers } from './generated/resolvers-types.ts';

export const resolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => ownerOfSession(ctx.em, ctx.sessionToken),
  },
  Mutation: {
    login: async (_, { email, password }, ctx) => {
      const signedIn = await signIn(ctx, email, password);
      if (!signedIn.ok) return { owner: null, userErrors: signedIn.errors };
      ctx.setCookie({ name: COOKIES.session, value: signedIn.value.token, maxAgeSeconds: SESSION_LIFETIME_SECONDS });
      return { owner: signedIn.value.owner, userErrors: [] };
    },
    logout: async (_, __, ctx) => {
      await logout(ctx.em, ctx.sessionToken);
      ctx.setCookie({ name: COOKIES.session, value: null });
      return { loggedOut: true };
    },
  },
  Owner: {
    __resolveReference: (ref, ctx) => ctx.em.findOne(Owner, { id: ref.id }),
    websites: (owner) => owner.websiteIds.map((id) => ({ id })),
  },
};
