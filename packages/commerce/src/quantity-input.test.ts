import { describe, expect, it } from 'vitest';
import { checkQuantityInput } from './quantity.ts';
import { showsQuantityInput } from './quantity-input.ts';

const stock = (qtyInStock: number, unlimited = false) => ({ qtyInStock, unlimited });
const store = { multipleQuantityAllowedForServices: true };

describe('quantity input visibility (SPEC section 5)', () => {
  it('shows for a physical product with more than one in stock', () => {
    expect(
      showsQuantityInput({ productType: 'PHYSICAL', isSubscribable: false, variants: [stock(1), stock(1)] }, store),
    ).toBe(true);
    expect(
      showsQuantityInput({ productType: 'PHYSICAL', isSubscribable: false, variants: [stock(1), stock(0)] }, store),
    ).toBe(false);
    expect(
      showsQuantityInput({ productType: 'PHYSICAL', isSubscribable: false, variants: [stock(0, true)] }, store),
    ).toBe(true);
  });
  it('shows for a service only when the store sells services in multiples', () => {
    expect(showsQuantityInput({ productType: 'SERVICE', isSubscribable: false, variants: [stock(5)] }, store)).toBe(
      true,
    );
    expect(
      showsQuantityInput(
        { productType: 'SERVICE', isSubscribable: false, variants: [stock(5)] },
        { multipleQuantityAllowedForServices: false },
      ),
    ).toBe(false);
  });
  it('never shows for subscribable, digital, gift card, paywall or unknown products', () => {
    expect(showsQuantityInput({ productType: 'PHYSICAL', isSubscribable: true, variants: [stock(5)] }, store)).toBe(
      false,
    );
    for (const productType of ['DIGITAL', 'GIFT_CARD', 'PAYWALL', undefined] as const) {
      expect(showsQuantityInput({ productType, isSubscribable: false, variants: [stock(5)] }, store)).toBe(false);
    }
  });
});

describe('the quantity input as typed', () => {
  it('takes whole numbers from 1 to 9999', () => {
    expect(checkQuantityInput('1')).toEqual({ ok: true, quantity: 1 });
    expect(checkQuantityInput('9999')).toEqual({ ok: true, quantity: 9999 });
  });
  it('refuses text that is not a number instead of reading it as 1', () => {
    expect(checkQuantityInput('', true)).toMatchObject({ ok: false, message: 'Quantity must be a number.' });
    expect(checkQuantityInput('')).toMatchObject({ ok: false, message: 'Quantity must be a number.' });
    expect(checkQuantityInput('two')).toMatchObject({ ok: false, message: 'Quantity must be a number.' });
  });
  it('refuses fractions and amounts outside 1..9999', () => {
    expect(checkQuantityInput('1.5')).toMatchObject({ ok: false, message: 'Quantity must be a whole number.' });
    expect(checkQuantityInput('0')).toMatchObject({ ok: false, code: 'QUANTITY_OUT_OF_RANGE' });
    expect(checkQuantityInput('10000')).toMatchObject({ ok: false, code: 'QUANTITY_OUT_OF_RANGE' });
  });
});
