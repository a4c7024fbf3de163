import { COOKIES } from '@atelier/platform';
import { Owner } from './entities/owner.ts';
import { SESSION_LIFETIME_SECONDS } from './domain/session-token.ts';
import { TOO_MANY_ATTEMPTS } from './domain/login-throttle.ts';
import { INVALID_CREDENTIALS, login, logout, ownerOfSession } from './services/sessions.ts';
import type { Resolvers } from './generated/resolvers-types.ts';

export const resolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => ownerOfSession(ctx.em, ctx.sessionToken),
  },
  Mutation: {
    login: async (_, { email, password }, ctx) => {
      const normalized = email.trim().toLowerCase();
      const invalid = { owner: null, userErrors: [{ field: ['password'], code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS }] };
      // No address is longer than 254 characters, and no password needs more than 1024.
      if (normalized.length > 254 || password.length > 1024) return invalid;
      if (!ctx.loginThrottle.begin(normalized, ctx.clientAddress)) {
        return { owner: null, userErrors: [{ field: ['email'], code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_ATTEMPTS }] };
      }
      const result = await login(ctx.em, normalized, password);
      if (!result) return invalid;
      ctx.loginThrottle.succeeded(normalized, ctx.clientAddress);
      ctx.setCookie({ name: COOKIES.session, value: result.token, maxAgeSeconds: SESSION_LIFETIME_SECONDS });
      return { owner: result.owner, userErrors: [] };
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
