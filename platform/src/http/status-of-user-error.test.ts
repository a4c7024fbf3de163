import { describe, expect, it } from 'vitest';
import { statusOfUserError } from './status-of-user-error.ts';

describe('statusOfUserError', () => {
  it('keeps the status each code had on the REST paths and the no-scripts forms', () => {
    const statuses = Object.fromEntries(
      (
        [
          'ITEM_NOT_FOUND',
          'ENTRY_NOT_FOUND',
          'FORM_NOT_FOUND',
          'VARIANT_NOT_FOUND',
          'NOT_FOUND',
          'NOT_SOLD_OUT',
          'RESTOCK_DISABLED',
          'OUT_OF_STOCK',
          'PRODUCT_ARCHIVED',
          'NOT_SIGNED_IN',
          'FORBIDDEN',
          'INSUFFICIENT_STOCK',
          'SINGLE_QUANTITY_ONLY',
          'CURRENCY_MISMATCH',
          'CART_FULL',
          'SUBSCRIPTION_ONLY',
          'NOT_SUBSCRIBABLE',
          'CAPTCHA_UNAVAILABLE',
          'RATE_LIMITED',
          'SERVICE_UNAVAILABLE',
          'FIELDS_INVALID',
          'EMAIL_BLANK',
          'QUANTITY_OUT_OF_RANGE',
          'ENTRY_MISMATCH',
          'INVALID_ADDITIONAL_FIELDS',
          'SUBMISSION_KEY_USED',
          'INPUT_TOO_LARGE',
        ] as const
      ).map((code) => [code, statusOfUserError(code)]),
    );
    expect(statuses).toEqual({
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
      FIELDS_INVALID: 400,
      EMAIL_BLANK: 400,
      QUANTITY_OUT_OF_RANGE: 400,
      ENTRY_MISMATCH: 400,
      INVALID_ADDITIONAL_FIELDS: 400,
      SUBMISSION_KEY_USED: 400,
      INPUT_TOO_LARGE: 400,
    });
  });
});
