import type { LimitRule } from '@atelier/platform';

/**
 * Limits of sign-ups and of the links we mail (sign-up, verification, reset, change of email),
 * counted per client address and per email address whether or not it has an account, so that a
 * refusal tells nothing of accounts and nobody can fill a stranger's inbox. Operators may change
 * them by `accounts.<name>` (ATELIER_RATE_LIMITS).
 */
export const ACCOUNT_LIMIT_RULES = {
  'sign-ups-per-address': { points: 10, durationSeconds: 60 * 60 },
  'account-mails-per-address': { points: 30, durationSeconds: 60 * 60 },
  'account-mails-per-email': { points: 5, durationSeconds: 60 * 60 },
} as const satisfies Record<string, LimitRule>;

/** The mail of the accounts: not a site's, so no site's outbox in /admin ever lists it (a reset link there would open the account). */
export const ACCOUNT_MAIL_SITE_ID = 'atelier-accounts';
