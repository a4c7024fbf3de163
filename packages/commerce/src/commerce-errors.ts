/**
 * The storefront's words for a failure, each written once: SPEC section 8's add-to-cart texts and
 * titles, and the userErrors every storefront path answers alike. The add-to-cart island, the cart
 * subgraph, the REST layer and the site's no-scripts forms all read them here.
 */

/** SPEC section 8: what the add-to-cart island says when an add fails, whatever its transport. */
export const ADD_TO_CART_MESSAGES = {
  sessionExpired: 'Your session has expired. Please reload the page and try again.',
  enableCookies: 'Please enable cookies in your browser, reload the page, and try again.',
  /** SPEC: what the page says for a 429; every limit a shopper meets says it. */
  rateLimited: 'Please try again in a few seconds.',
  /** Ours: the request never got an answer (offline, DNS, the server down). */
  unreachable: 'Your cart could not be reached. Check your connection, then try again.',
  /** Ours: the server answered, but with nothing the island can read. */
  unreadable: 'The item could not be added. Please try again.',
} as const;

/** The alert titles of SPEC section 8. */
export const ADD_TO_CART_TITLES = {
  add: 'Unable to Add Item',
  express: 'Unable to Purchase Item',
  giftCard: 'Unable to purchase Gift Card',
} as const;

/** Failures the storefront API reports as userErrors, with one code and one text each. */
export const COMMERCE_ERRORS = {
  itemNotFound: { code: 'ITEM_NOT_FOUND', message: 'This item does not exist.' },
  rateLimited: { code: 'RATE_LIMITED', message: ADD_TO_CART_MESSAGES.rateLimited },
  storeUnavailable: {
    code: 'SERVICE_UNAVAILABLE',
    message: 'The store cannot take this just now. Please try again in a few seconds.',
  },
} as const;
