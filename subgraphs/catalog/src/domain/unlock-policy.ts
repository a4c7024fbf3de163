import type { LimitRule } from '@atelier/platform';

/** Password attempts on one protected collection from one client: 10 in 15 minutes. */
export const UNLOCK_LIMIT_RULE: LimitRule = { points: 10, durationSeconds: 15 * 60 };
/** How long a given password keeps a collection open for the visitor. */
export const UNLOCK_LIFETIME_SECONDS = 24 * 60 * 60;
