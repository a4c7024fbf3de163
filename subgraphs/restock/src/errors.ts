import { RESTOCK_MESSAGES } from '@atelier/forms';
import { ADD_TO_CART_MESSAGES } from '@atelier/commerce';
import { errorsFrom, OWNER_ERROR_TEXTS, type ErrorCatalogue } from '@atelier/platform';
import type { RestockErrorCode } from './generated/resolvers-types.ts';

/**
 * Every code of the restock subgraph (its SDL enum RestockErrorCode) with its words, written once.
 * The email texts are SPEC section 5's (@atelier/forms, which the restock box reads too); the
 * restock box shows whatever message the server gives (SPEC section 8: "Restock failure shows the
 * server message"). A send's per-variant refusals (NOT_FOUND, PRODUCT_ARCHIVED, OUT_OF_STOCK) are
 * also what the panel shows beside a group's disabled button.
 */
export const RESTOCK_ERRORS = {
  ...OWNER_ERROR_TEXTS,
  EMAIL_BLANK: RESTOCK_MESSAGES.emailBlank,
  EMAIL_INVALID: RESTOCK_MESSAGES.emailInvalid,
  CAPTCHA_REQUIRED: RESTOCK_MESSAGES.captchaRequired,
  CAPTCHA_INVALID: 'The CAPTCHA answer was not accepted. Please try it again.',
  VARIANT_NOT_FOUND: (where?: { noStore: true }) =>
    where?.noStore ? 'There is no store at this address.' : 'This product or variant is not sold here.',
  NOT_SOLD_OUT: 'This variant is in stock: you can buy it now.',
  RESTOCK_DISABLED: 'This store does not take restock sign-ups.',
  RATE_LIMITED: ADD_TO_CART_MESSAGES.rateLimited,
  SITE_ORIGIN_UNKNOWN: 'Sign up on the store’s own address.',
  INPUT_EMPTY: 'Name at least one variant to send the notice for.',
  INPUT_TOO_LARGE: ({ max }: { max: number }) => `Send for at most ${max} variants at once.`,
  NOT_FOUND: 'This variant does not exist.',
  PRODUCT_ARCHIVED: 'Archived: this product is not for sale, so no notice can say it is back.',
  OUT_OF_STOCK: 'Out of stock: set stock first.',
  TOKEN_INVALID: 'This unsubscribe link is not valid for this site.',
} as const satisfies ErrorCatalogue<RestockErrorCode>;

export const { userError, refuse } = errorsFrom(RESTOCK_ERRORS);
