/**
 * The HTTP status of a userError, by code, on the REST paths and the site's own forms (pages that
 * post without scripts): the one place that decides it. A refusal because of the shop's state is a
 * conflict; an unknown item is not found; a limit is 429; a part of the product that is starting or
 * down is 503; anything else is a bad request.
 */
const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  ITEM_NOT_FOUND: 404,
  ENTRY_NOT_FOUND: 404,
  FORM_NOT_FOUND: 404,
  VARIANT_NOT_FOUND: 404,
  NOT_FOUND: 404,
  NOT_SOLD_OUT: 409,
  RESTOCK_DISABLED: 409,
  OUT_OF_STOCK: 409,
  PRODUCT_ARCHIVED: 409,
  NOT_SIGNED_IN: 401,
  FORBIDDEN: 403,
  INSUFFICIENT_STOCK: 409,
  SINGLE_QUANTITY_ONLY: 409,
  CURRENCY_MISMATCH: 409,
  CART_FULL: 409,
  SUBSCRIPTION_ONLY: 409,
  NOT_SUBSCRIBABLE: 409,
  CAPTCHA_UNAVAILABLE: 503,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
};

export function statusOfUserError(code: string): number {
  return STATUS_BY_CODE[code] ?? 400;
}
