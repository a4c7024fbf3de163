import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { AddToCartFailure } from '@atelier/commerce';

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * What an add that threw tells the failure rule (packages/commerce addToCartFailureMessage): the
 * HTTP status and body when the server answered, or no status when nothing came back.
 */
export function addToCartFailureOf(error: unknown): AddToCartFailure {
  const cookiesEnabled = typeof navigator === 'undefined' || navigator.cookieEnabled;
  if (CombinedGraphQLErrors.is(error)) return { status: 200, body: { errors: error.errors }, cookiesEnabled };
  if (ServerError.is(error)) return { status: error.statusCode, body: parsed(error.bodyText), cookiesEnabled };
  if (ServerParseError.is(error)) return { status: error.statusCode, body: parsed(error.bodyText), cookiesEnabled };
  return { status: null, cookiesEnabled };
}
