import { errorsFrom, OWNER_ERROR_TEXTS, ruleText, type ErrorCatalogue } from '@atelier/platform';
import type { AccountsErrorCode } from './generated/resolvers-types.ts';
import type { LinkKind } from './domain/account-links.ts';

/** What to do about a link that no longer works, by the kind of link. */
const ASK_AGAIN: Record<LinkKind, string> = {
  'verify-email': 'Ask for a new verification link below.',
  'reset-password': 'Ask for a new reset link below.',
  'session-handoff': 'Sign in here instead.',
};
const LINK_NAME: Record<LinkKind, string> = {
  'verify-email': 'This verification link',
  'reset-password': 'This password reset link',
  'session-handoff': 'This sign-in link',
};

/**
 * Every code of the accounts subgraph (its SDL enum AccountsErrorCode) with its words, written once.
 * The input and password rules are @atelier/accounts' (the sign-up page checks with them before it
 * sends), so those codes keep the rule's words. No word here tells whether an email has an account.
 */
export const ACCOUNTS_ERRORS = {
  NOT_SIGNED_IN: OWNER_ERROR_TEXTS.NOT_SIGNED_IN,
  FORBIDDEN: 'Only the owner of this site can open its dashboard.',
  /** Never says whether the email or the password was wrong. */
  INVALID_CREDENTIALS: 'Your email or password is incorrect.',
  TOO_MANY_ATTEMPTS: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  NAME_INVALID: ruleText,
  EMAIL_INVALID: ruleText,
  PASSWORD_WEAK: ruleText,
  PASSWORD_TOO_LONG: ruleText,
  WRONG_PASSWORD: 'Your current password is not correct.',
  CAPTCHA_REQUIRED: 'Complete the check that you are human before you sign up.',
  CAPTCHA_INVALID: 'The check that you are human was not accepted. Please try it again.',
  RATE_LIMITED: 'Too many requests from here or for this address. Please wait a while and try again.',
  ORIGIN_UNKNOWN: 'Open this page on an Atelier site’s own address and try again.',
  LINK_INVALID: ({ kind }: { kind: LinkKind }) =>
    `${LINK_NAME[kind]} is not valid: check that you opened the whole address from the email. ${ASK_AGAIN[kind]}`,
  LINK_EXPIRED: ({ kind }: { kind: LinkKind }) => `${LINK_NAME[kind]} has expired. ${ASK_AGAIN[kind]}`,
  LINK_USED: ({ kind }: { kind: LinkKind }) =>
    `${LINK_NAME[kind]} was already used, or a newer one replaced it. ${ASK_AGAIN[kind]}`,
  LINK_OTHER_SITE: 'This sign-in link was made for another site. Sign in here instead.',
  EMAIL_IN_USE: 'This address now belongs to another Atelier account, so your sign-in email was not changed.',
} as const satisfies ErrorCatalogue<AccountsErrorCode>;

export const { userError, refuse } = errorsFrom(ACCOUNTS_ERRORS);
