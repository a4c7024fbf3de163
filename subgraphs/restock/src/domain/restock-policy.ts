import type { LimitRule } from '@atelier/platform';

/**
 * The numbers of restock sign-ups and notices, in one place. Limits are counted per client
 * address and per variant in the shared store (ATELIER_RATE_LIMITS may override them by
 * `restock.<name>`), so every process sees the same counts.
 */
export const RESTOCK_LIMIT_RULES = {
  'sign-ups-per-client': { points: 10, durationSeconds: 600 },
  'sign-ups-per-variant': { points: 500, durationSeconds: 3600 },
} as const satisfies Record<string, LimitRule>;

export const RESTOCK_PAGES = {
  groups: { default: 20, max: 100 },
  signUps: { default: 50, max: 200 },
} as const;

/** At most this many variants in one send (the REST send/all's sendRequests). */
export const MAX_SEND_REQUESTS = 100;

/** A notice is tried this many times (the job's retries), then the sign-up is marked FAILED. */
export const NOTICE_ATTEMPTS = 5;

/** The send job mails at most this many notices a run; the next run (or a retry) takes the rest. */
export const NOTICES_PER_RUN = 500;

/** Longest email address kept, as the forms' rule has it (SPEC section 5: 3..256 characters). */
export const EMAIL_MAX_LENGTH = 256;

/** Notified, failed and unsubscribed sign-ups are the record of who was told; kept this long, then removed. */
export const CLOSED_SIGN_UPS_KEPT_DAYS = 365;
