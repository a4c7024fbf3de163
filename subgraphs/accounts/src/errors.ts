import { errorsFrom, type ErrorCatalogue } from '@atelier/platform';
import type { AccountsErrorCode } from './generated/resolvers-types.ts';

/** Every code of the accounts subgraph (its SDL enum AccountsErrorCode) with its words, written once. */
export const ACCOUNTS_ERRORS = {
  /** Never says whether the email or the password was wrong. */
  INVALID_CREDENTIALS: 'Your email or password is incorrect.',
  TOO_MANY_ATTEMPTS: 'Too many sign-in attempts. Please wait a few minutes and try again.',
} as const satisfies ErrorCatalogue<AccountsErrorCode>;

export const { userError, refuse } = errorsFrom(ACCOUNTS_ERRORS);
