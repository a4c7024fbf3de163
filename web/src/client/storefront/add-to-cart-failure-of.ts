import type { AddToCartFailure } from '@atelier/commerce';
import { GraphQLRequestError } from '../shared/graphql-request.ts';

/**
 * What an add that threw tells the failure rule (packages/commerce addToCartFailureMessage): the
 * HTTP status and body when the server answered, or no status when nothing came back.
 */
export function addToCartFailureOf(error: unknown): AddToCartFailure {
  const cookiesEnabled = typeof navigator === 'undefined' || navigator.cookieEnabled;
  if (error instanceof GraphQLRequestError && error.status !== null)
    return { status: error.status, body: error.body, cookiesEnabled };
  return { status: null, cookiesEnabled };
}
