import { errorsFrom, OWNER_ERROR_TEXTS, type ErrorCatalogue } from '@atelier/platform';
import type { TrackingErrorCode } from './generated/resolvers-types.ts';

/** Every code of the tracking subgraph (its SDL enum TrackingErrorCode) with its words, written once. */
export const TRACKING_ERRORS = {
  ...OWNER_ERROR_TEXTS,
  SITE_NOT_FOUND: 'There is no site at this address.',
  TRACKING_DISABLED: 'This site does not record visits.',
  INPUT_TOO_LARGE: ({ max }: { max: number }) => `Send at most ${max} at once.`,
  INPUT_INVALID: ({ reason }: { reason: string }) => reason,
  RATE_LIMITED: 'Too many events from this client: try again in a few seconds.',
} as const satisfies ErrorCatalogue<TrackingErrorCode>;

export const { userError, refuse } = errorsFrom(TRACKING_ERRORS);
