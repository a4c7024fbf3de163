import { GraphQLError } from 'graphql';
import type { BucketState } from '@atelier/platform';

/**
 * The refusals of a request with an API key, as GraphQL errors with a code and an HTTP status.
 * Their codes are in platform's mask-error.ts among the codes clients may see.
 */
export const KEY_ERRORS = {
  malformed: () =>
    new GraphQLError('The Authorization header is not "Bearer" and an API key (atk_…).', {
      extensions: { code: 'API_KEY_INVALID', http: { status: 401 } },
    }),
  unknown: () =>
    new GraphQLError(
      'This API key is not valid: it was revoked, or it never existed, or its site’s plan no longer includes API access.',
      {
        extensions: { code: 'API_KEY_INVALID', http: { status: 401 } },
      },
    ),
  otherSite: () =>
    new GraphQLError('This API key belongs to another site than the one this address names.', {
      extensions: { code: 'API_KEY_WRONG_SITE', http: { status: 403 } },
    }),
  scope: (coordinate: string, scope: string) =>
    new GraphQLError(
      scope === 'NEVER'
        ? `No API key may use ${coordinate}: it is for the site's owner in the dashboard.`
        : `This API key's scopes do not include ${scope}, which ${coordinate} needs.`,
      { extensions: { code: 'API_KEY_SCOPE', requiredScope: scope, field: coordinate, http: { status: 403 } } },
    ),
  tooCostly: (cost: number, capacity: number) =>
    new GraphQLError(`This query costs ${cost}, more than a key's bucket holds (${capacity}). Ask for smaller pages.`, {
      extensions: { code: 'MAX_COST_EXCEEDED', http: { status: 400 } },
    }),
  throttled: (cost: number, state: BucketState) =>
    new GraphQLError(
      `Throttled: this query costs ${cost} and the key's bucket holds ${Math.floor(state.available)}. Retry in ${state.retryAfterSeconds} seconds.`,
      {
        extensions: {
          code: 'THROTTLED',
          retryAfterSeconds: state.retryAfterSeconds,
          http: { status: 429 },
        },
      },
    ),
} as const;

/** The codes of KEY_ERRORS: how the REST layer tells a key's refusal from any other error (rest/key-refusal.ts). */
export const KEY_ERROR_CODES: ReadonlySet<string> = new Set([
  'API_KEY_INVALID',
  'API_KEY_WRONG_SITE',
  'API_KEY_SCOPE',
  'MAX_COST_EXCEEDED',
  'THROTTLED',
]);
