import type { LimitRule } from '@atelier/platform';

/** A visitor may take a while over a long form; a key older than this is refused. */
export const SUBMISSION_KEY_MINUTES = 120;
/** Keys nobody used are removed this long after they expired (the clean-up job). */
export const SPENT_RECORDS_KEPT_DAYS = 1;

/**
 * Limits on visitors' form traffic (SPEC section 8: 429 "Submission rate limit exceeded"). Per
 * client address, so one sender cannot flood a site; per form, so a flood from many addresses stops
 * at a number the owner can read. Operators change them with ATELIER_RATE_LIMITS (forms.<name>).
 */
export const FORM_LIMIT_RULES = {
  'submissions-per-client': { points: 20, durationSeconds: 10 * 60 },
  'submissions-per-form': { points: 600, durationSeconds: 60 * 60 },
  'keys-per-client': { points: 120, durationSeconds: 10 * 60 },
} as const satisfies Record<string, LimitRule>;

export const SUBMISSIONS_PAGE = { default: 25, max: 100 } as const;
export const CSV_MAX_ROWS = 10_000;
export const MAX_FORMS_PER_QUERY = 50;
