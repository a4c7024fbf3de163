import type { Outcome } from '@atelier/platform';
import { signUp } from '../services/sign-up.ts';
import { requestVerificationEmail, verifyEmail } from '../services/email-verification.ts';
import { requestPasswordReset, resetPassword } from '../services/password-reset.ts';
import { redeemSessionHandoff } from '../services/session-handoff.ts';
import { linkStatus } from '../services/account-links.ts';
import type { Owner } from '../entities/owner.ts';
import type {
  AccountLinkPurpose,
  AccountLinkStatus,
  AccountsErrorCode,
  Resolvers,
} from '../generated/resolvers-types.ts';
import type { LinkKind } from '../domain/account-links.ts';

const KIND: Record<AccountLinkPurpose, LinkKind> = {
  VERIFY_EMAIL: 'verify-email',
  RESET_PASSWORD: 'reset-password',
};
const STATUS = { valid: 'VALID', expired: 'EXPIRED', used: 'USED', invalid: 'INVALID' } as const satisfies Record<
  string,
  AccountLinkStatus
>;

const mailPayload = (outcome: Outcome<void, AccountsErrorCode>) =>
  outcome.ok ? { accepted: true, userErrors: [] } : { accepted: false, userErrors: outcome.errors };
const loginPayload = (outcome: Outcome<Owner, AccountsErrorCode>) =>
  outcome.ok ? { owner: outcome.value, userErrors: [] } : { owner: null, userErrors: outcome.errors };

/** Someone not signed in: signs up, follows a mailed link, asks for one, or brings a sign-in from another host. */
export const visitorResolvers: Resolvers = {
  Query: {
    accountLinkStatus: async (_, { purpose, token }, ctx) =>
      STATUS[(await linkStatus(ctx.em, token, KIND[purpose])).state],
  },
  Mutation: {
    signUp: async (_, { input }, ctx) => mailPayload(await signUp(ctx, input)),
    verifyEmail: async (_, { token }, ctx) => loginPayload(await verifyEmail(ctx, token)),
    requestVerificationEmail: async (_, { email }, ctx) => mailPayload(await requestVerificationEmail(ctx, email)),
    requestPasswordReset: async (_, { email }, ctx) => mailPayload(await requestPasswordReset(ctx, email)),
    resetPassword: async (_, { token, password }, ctx) => loginPayload(await resetPassword(ctx, token, password)),
    redeemSessionHandoff: async (_, { token }, ctx) => loginPayload(await redeemSessionHandoff(ctx, token)),
  },
};
