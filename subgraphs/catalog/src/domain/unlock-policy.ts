import type { LimitRule } from '@atelier/platform';

/** Password attempts on one protected collection from one client: 10 in 15 minutes. */
export const UNLOCK_LIMIT_RULE: LimitRule = { points: 10, durationSeconds: 15 * 60 };
/** How long a given password keeps a collection open for the visitor. */
export const UNLOCK_LIFETIME_SECONDS = 24 * 60 * 60;

interface UserError {
  field: string[];
  message: string;
  code: string;
}

export const UNLOCK_ERRORS: Record<'wrongPassword' | 'tooManyAttempts' | 'notFound', UserError> = {
  wrongPassword: { field: ['password'], message: 'That password is not right. Please try again.', code: 'WRONG_PASSWORD' },
  tooManyAttempts: { field: ['password'], message: 'Please try again in a few seconds.', code: 'RATE_LIMITED' },
  notFound: { field: ['collectionId'], message: 'This page does not exist.', code: 'NOT_FOUND' },
};
