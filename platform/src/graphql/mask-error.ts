import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { Logger } from '../logger.ts';
import { currentRequestId } from '../http/request-context.ts';

/** Error codes that describe the request itself and may reach clients with their message. */
const CLIENT_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'QUERY_TOO_COMPLEX',
  // A request's API key (gateway/src/partners/key-errors.ts).
  'API_KEY_INVALID',
  'API_KEY_WRONG_SITE',
  'API_KEY_SCOPE',
  'MAX_COST_EXCEEDED',
  'THROTTLED',
]);

/** What a client error may carry besides its code: which scope a key lacks, when to retry. */
const CLIENT_ERROR_DETAILS = ['requiredScope', 'field', 'retryAfterSeconds'] as const;

/**
 * Expected failures travel as userErrors in payloads; anything thrown is unexpected. Those are
 * logged in full and reach the client as a generic message, without stack or internals, but with
 * the request id under which the log has the rest.
 */
export function maskError(formatted: GraphQLFormattedError, error: unknown, log: Logger): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && CLIENT_ERROR_CODES.has(code)) {
    const extensions: Record<string, unknown> = { code };
    for (const name of CLIENT_ERROR_DETAILS)
      if (formatted.extensions?.[name] !== undefined) extensions[name] = formatted.extensions[name];
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions };
  }
  // Apollo marks some request errors only by their HTTP status (a persisted query of an unknown
  // version, or whose hash does not match): a 4xx set on purpose is the client's error too.
  const status = (error as GraphQLError | null)?.extensions?.http as { status?: unknown } | undefined;
  if (typeof status?.status === 'number' && status.status >= 400 && status.status < 500) {
    return { message: formatted.message, locations: formatted.locations, extensions: { code: 'BAD_REQUEST' } };
  }
  log.error({ err: unwrapResolverError(error), path: formatted.path }, 'unexpected error while executing an operation');
  return {
    message: 'Internal server error',
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: currentRequestId() },
  };
}
