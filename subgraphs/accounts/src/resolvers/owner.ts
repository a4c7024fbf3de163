import { COOKIES } from '@atelier/platform';
import { Owner } from '../entities/owner.ts';
import { SESSION_LIFETIME_SECONDS } from '../domain/session-token.ts';
import { MAX_EMAIL_LENGTH, normalizeEmail } from '../domain/email.ts';
import { MAX_PASSWORD_LENGTH, TOO_MANY_ATTEMPTS } from '../domain/login-policy.ts';
import { INVALID_CREDENTIALS, login, logout, ownerOfSession } from '../services/sessions.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

export const resolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => ownerOfSession(ctx.em, ctx.sessionToken),
  },
  Mutation: {
    login: async (_, { email, password }, ctx) => {
      const normalized = normalizeEmail(email);
      const invalid = { owner: null, userErrors: [{ field: ['password'], code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS }] };
      if (normalized.length > MAX_EMAIL_LENGTH || password.length > MAX_PASSWORD_LENGTH) return invalid;
      const attempt = await ctx.loginLimits.begin(normalized, ctx.clientAddress);
      if (!attempt.allowed) return { owner: null, userErrors: [{ field: ['email'], code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_ATTEMPTS }] };
      const result = await login(ctx.em, normalized, password);
      if (!result) {
        await attempt.failed();
        return invalid;
      }
      await attempt.succeeded();
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
