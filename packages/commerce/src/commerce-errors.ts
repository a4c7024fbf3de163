/** Failures the storefront API reports as userErrors, with one code and one text each. */
export const COMMERCE_ERRORS = {
  itemNotFound: { code: 'ITEM_NOT_FOUND', message: 'This item does not exist.' },
  /** SPEC section 8: what the page says for a 429. */
  rateLimited: { code: 'RATE_LIMITED', message: 'Please try again in a few seconds.' },
  storeUnavailable: { code: 'SERVICE_UNAVAILABLE', message: 'The store cannot take this just now. Please try again in a few seconds.' },
} as const;
