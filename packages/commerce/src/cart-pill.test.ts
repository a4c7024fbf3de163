import { describe, expect, it } from 'vitest';
import { cartPillView } from './cart-pill.ts';

describe('cartPillView', () => {
  it('hides at zero and shows the count above', () => {
    expect(cartPillView(0).visible).toBe(false);
    expect(cartPillView(1)).toEqual({ visible: true, count: '1', label: '1 item in cart' });
    expect(cartPillView(100)).toMatchObject({ count: '100', label: '100 items in cart' });
  });
  it('caps the count at 100+ above 100', () => {
    expect(cartPillView(101)).toEqual({ visible: true, count: '100+', label: 'More than 100 items in cart' });
  });
});
