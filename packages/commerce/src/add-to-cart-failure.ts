import { ADD_TO_CART_MESSAGES, ADD_TO_CART_TITLES } from './commerce-errors.ts';

export type AddToCartTitleKind = keyof typeof ADD_TO_CART_TITLES;

/** What the island knows of a failed add: the HTTP answer when there was one, and the browser's cookies. */
export interface AddToCartFailure {
  /** null when no answer came at all (a network failure). */
  status: number | null;
  /** The answer's JSON body, when it had one: REST `{ error, code, crumbFail }` or GraphQL `{ errors }`. */
  body?: unknown;
  cookiesEnabled: boolean;
}

function serverMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as { error?: unknown; message?: unknown; errors?: { message?: unknown }[] };
  if (typeof record.error === 'string' && record.error) return record.error;
  const first = Array.isArray(record.errors) ? record.errors[0]?.message : undefined;
  if (typeof first === 'string' && first) return first;
  return typeof record.message === 'string' && record.message ? record.message : null;
}

/**
 * The message for a failed add (SPEC section 8): with the session-expiry flag (crumbFail), the
 * session text when cookies are on, else the cookies text; 429 says try again in a few seconds;
 * anything else says what the server said. Only when no answer came at all does the island use
 * words of its own.
 */
export function addToCartFailureMessage(failure: AddToCartFailure): string {
  if (failure.status === null) return ADD_TO_CART_MESSAGES.unreachable;
  const body = failure.body as { crumbFail?: unknown } | undefined;
  if (body?.crumbFail === true)
    return failure.cookiesEnabled ? ADD_TO_CART_MESSAGES.sessionExpired : ADD_TO_CART_MESSAGES.enableCookies;
  if (failure.status === 429) return ADD_TO_CART_MESSAGES.rateLimited;
  return serverMessage(failure.body) ?? ADD_TO_CART_MESSAGES.unreadable;
}

/** The alert's title: gift cards and express purchases have their own. */
export function addToCartTitle(kind: { giftCard: boolean; express: boolean }): string {
  if (kind.giftCard) return ADD_TO_CART_TITLES.giftCard;
  return kind.express ? ADD_TO_CART_TITLES.express : ADD_TO_CART_TITLES.add;
}
