import type { Outcome } from '@atelier/platform';
import { signUp } from '../services/sign-up.ts';
import { requestVerificationEmail, verifyEmail } from '../services/email-verification.ts';
import { requestPasswordReset, resetPassword } from '../services/password-reset.ts';
import { redeemSessionHandoff } from '../services/session-handoff.ts';
import { usableLink } from '../services/account-links.ts';
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
/** A link's refusal as the status a page branches on. */
const STATUS = {
  LINK_EXPIRED: 'EXPIRED',
  LINK_USED: 'USED',
  LINK_INVALID: 'INVALID',
} as const satisfies Partial<Record<AccountsErrorCode, AccountLinkStatus>>;

const mailPayload = (outcome: Outcome<void, AccountsErrorCode>) =>
  outcome.ok ? { accepted: true, userErrors: [] } : { accepted: false, userErrors: outcome.errors };
const loginPayload = (outcome: Outcome<Owner, AccountsErrorCode>) =>
  outcome.ok ? { owner: outcome.value, userErrors: [] } : { owner: null, userErrors: outcome.errors };

/** Someone not signed in: signs up, follows a mailed link, asks for one, or brings a sign-in from another host. */
export const visitorResolvers: Resolvers = {
  Query: {
    accountLink: async (_, { purpose, token }, ctx) => {
      const usable = await usableLink(ctx.em, token, KIND[purpose]);
      if (usable.ok) return { status: 'VALID', message: null };
      const [refusal] = usable.errors;
      return { status: STATUS[refusal!.code as keyof typeof STATUS], message: refusal!.message };
    },
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
