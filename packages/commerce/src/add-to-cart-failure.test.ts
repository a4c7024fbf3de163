import { describe, expect, it } from 'vitest';
import { addToCartFailureMessage, addToCartTitle } from './add-to-cart-failure.ts';

describe('addToCartFailureMessage (SPEC section 8)', () => {
  it('says the session expired when the server flags it and cookies are on', () => {
    expect(
      addToCartFailureMessage({
        status: 403,
        body: { error: 'x', code: 'CRUMB_FAIL', crumbFail: true },
        cookiesEnabled: true,
      }),
    ).toBe('Your session has expired. Please reload the page and try again.');
  });
  it('asks for cookies when the server flags it and cookies are off', () => {
    expect(addToCartFailureMessage({ status: 403, body: { crumbFail: true }, cookiesEnabled: false })).toBe(
      'Please enable cookies in your browser, reload the page, and try again.',
    );
  });
  it('says try again in a few seconds for a 429, whatever the body', () => {
    expect(addToCartFailureMessage({ status: 429, body: 'Too Many Requests', cookiesEnabled: true })).toBe(
      'Please try again in a few seconds.',
    );
  });
  it('shows the server’s own message otherwise, from REST or GraphQL', () => {
    expect(
      addToCartFailureMessage({
        status: 409,
        body: { error: 'Sorry, we do not have enough of that item available.', code: 'INSUFFICIENT_STOCK' },
        cookiesEnabled: true,
      }),
    ).toBe('Sorry, we do not have enough of that item available.');
    expect(
      addToCartFailureMessage({
        status: 400,
        body: { errors: [{ message: 'Variable "$input" got invalid value' }] },
        cookiesEnabled: true,
      }),
    ).toBe('Variable "$input" got invalid value');
  });
  it('uses words of its own only when no answer came, or none it can read', () => {
    expect(addToCartFailureMessage({ status: null, cookiesEnabled: true })).toBe(
      'Your cart could not be reached. Check your connection, then try again.',
    );
    expect(addToCartFailureMessage({ status: 502, body: '<html>', cookiesEnabled: true })).toBe(
      'The item could not be added. Please try again.',
    );
  });
});

describe('addToCartTitle', () => {
  it('has the three titles of SPEC section 8', () => {
    expect(addToCartTitle({ giftCard: false, express: false })).toBe('Unable to Add Item');
    expect(addToCartTitle({ giftCard: false, express: true })).toBe('Unable to Purchase Item');
    expect(addToCartTitle({ giftCard: true, express: true })).toBe('Unable to purchase Gift Card');
  });
});
