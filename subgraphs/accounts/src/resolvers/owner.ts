import type { Outcome } from '@atelier/platform';
import { ownerById, signIn, signOut } from '../services/sessions.ts';
import { changeEmail, changePassword, signOutEverywhere } from '../services/account-settings.ts';
import { startSessionHandoff } from '../services/session-handoff.ts';
import type { Owner } from '../entities/owner.ts';
import type { AccountsErrorCode, Resolvers } from '../generated/resolvers-types.ts';

const changePayload = (outcome: Outcome<Owner, AccountsErrorCode>) =>
  outcome.ok ? { owner: outcome.value, userErrors: [] } : { owner: null, userErrors: outcome.errors };

/**
 * Owners sign in and out, say who they are (the other subgraphs' ownership checks ask
 * `me { websites }`, whose websites the catalog contributes to Owner), and look after their account: email, password, sessions, hand-offs to other hosts.
 */
export const ownerResolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => ctx.sessionOwner(),
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
    changeEmail: async (_, { newEmail, currentPassword }, ctx) => {
      const changed = await changeEmail(ctx, newEmail, currentPassword);
      return changed.ok ? { accepted: true, userErrors: [] } : { accepted: false, userErrors: changed.errors };
    },
    changePassword: async (_, { currentPassword, newPassword }, ctx) =>
      changePayload(await changePassword(ctx, currentPassword, newPassword)),
    signOutEverywhere: async (_, __, ctx) => changePayload(await signOutEverywhere(ctx)),
    startSessionHandoff: async (_, { websiteId }, ctx) => {
      const started = await startSessionHandoff(ctx, websiteId);
      return started.ok ? { token: started.value, userErrors: [] } : { token: null, userErrors: started.errors };
    },
  },
  Owner: {
    __resolveReference: (ref, ctx) => ownerById(ctx.em, ref.id),
    emailVerified: (owner) => owner.emailVerifiedAt !== null,
    // Only the owner themself reads where their email is moving.
    pendingEmail: async (owner, _, ctx) => ((await ctx.sessionOwner())?.id === owner.id ? owner.pendingEmail : null),
  },
};
