import { describe, expect, it } from 'vitest';
import { render } from '../test-render.ts';

describe('cart-quantity', () => {
  it('adds up the entries, as the engine does', () => {
    expect(render('{cart|cart-quantity}', { cart: { entries: [{ quantity: 2 }, { quantity: 3 }] } }).output).toBe(
      '<span class="sqs-cart-quantity">5</span>',
    );
  });
  it('reads a cart summary’s totalQuantity when it carries no entries', () => {
    expect(render('{cart|cart-quantity}', { cart: { totalQuantity: 7, subtotalCents: 1000 } }).output).toBe(
      '<span class="sqs-cart-quantity">7</span>',
    );
  });
  it('says 0 for an empty cart', () => {
    expect(render('{cart|cart-quantity}', { cart: { entries: [] } }).output).toBe(
      '<span class="sqs-cart-quantity">0</span>',
    );
  });
});
