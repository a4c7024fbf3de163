import type { LimitRule, UserError } from '@atelier/platform';
import { COMMERCE_ERRORS } from '@atelier/commerce';

/** Password attempts on one protected collection from one client: 10 in 15 minutes. */
export const UNLOCK_LIMIT_RULE: LimitRule = { points: 10, durationSeconds: 15 * 60 };
/** How long a given password keeps a collection open for the visitor. */
export const UNLOCK_LIFETIME_SECONDS = 24 * 60 * 60;

export const UNLOCK_ERRORS = {
  wrongPassword: { field: ['password'], message: 'That password is not right. Please try again.', code: 'WRONG_PASSWORD' },
  tooManyAttempts: { field: ['password'], message: COMMERCE_ERRORS.rateLimited.message, code: 'RATE_LIMITED' },
  notFound: { field: ['collectionId'], message: 'This page does not exist.', code: 'NOT_FOUND' },
} as const satisfies Record<string, UserError<'WRONG_PASSWORD' | 'RATE_LIMITED' | 'NOT_FOUND'>>;
