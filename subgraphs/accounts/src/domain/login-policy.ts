import type { LimitRule } from '@atelier/platform';

/** No password needs more than this; longer input is refused before it is hashed. */
export const MAX_PASSWORD_LENGTH = 1024;

/**
 * Sign-in limits, counted in failed attempts (a success gives its attempt back):
 * - per email and client: 5 in 15 minutes, then that client waits (checked before the password);
 * - per client address: 100 in an hour over all emails (credential stuffing from one place);
 * - per email from anywhere: after 50 in 15 minutes the email is under attack, and each client may
 *   try it twice in the window instead of five times: guessing spread over many addresses slows to
 *   two guesses per address, while the owner, from a client within its own limit (one typo allowed),
 *   still signs in with the right password. No count ever locks the owner out for everyone.
 */
export const LOGIN_LIMIT_RULES = {
  'login-per-client': { points: 5, durationSeconds: 15 * 60 },
  'login-per-address': { points: 100, durationSeconds: 60 * 60 },
  'login-per-email': { points: 50, durationSeconds: 15 * 60 },
} as const satisfies Record<string, LimitRule>;

/** While an email is under attack, the attempts one client may make in the window (the current one included). */
export const UNDER_ATTACK_ATTEMPTS_PER_CLIENT = 2;

export interface LoginCounts {
  clientAttempts: number;
  addressAttempts: number;
  emailFailures: number;
}

/** The points of each rule as in force (the defaults above, or an operator's ATELIER_RATE_LIMITS). */
export type LoginAllowances = { [K in keyof typeof LOGIN_LIMIT_RULES]: number };

export const DEFAULT_LOGIN_ALLOWANCES: LoginAllowances = {
  'login-per-client': LOGIN_LIMIT_RULES['login-per-client'].points,
  'login-per-address': LOGIN_LIMIT_RULES['login-per-address'].points,
  'login-per-email': LOGIN_LIMIT_RULES['login-per-email'].points,
};

/**
 * Whether an attempt may go on to the password check, given the counts after this attempt was
 * counted for its client (spent up front, so that a parallel burst cannot all slip through).
 */
export function mayCheckPassword(counts: LoginCounts, allowances: LoginAllowances = DEFAULT_LOGIN_ALLOWANCES): boolean {
  if (counts.clientAttempts > allowances['login-per-client']) return false;
  if (counts.addressAttempts > allowances['login-per-address']) return false;
  if (counts.emailFailures >= allowances['login-per-email'])
    return counts.clientAttempts <= Math.min(UNDER_ATTACK_ATTEMPTS_PER_CLIENT, allowances['login-per-client']);
  return true;
}
