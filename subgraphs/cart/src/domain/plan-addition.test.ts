import { describe, expect, it } from 'vitest';
import { planAddition } from './plan-addition.ts';

describe('planAddition', () => {
  it('adds to the quantity already in the cart', () => {
    expect(planAddition(2, 3, { qtyInStock: 5, unlimited: false })).toEqual({ ok: true, newQuantity: 5 });
  });
  it('refuses more than the stock, counting what the cart holds', () => {
    expect(planAddition(2, 4, { qtyInStock: 5, unlimited: false })).toEqual({
      ok: false,
      code: 'INSUFFICIENT_STOCK',
      message: 'Sorry, we do not have enough of that item available.',
    });
    expect(planAddition(0, 1, { qtyInStock: 0, unlimited: false })).toMatchObject({ code: 'INSUFFICIENT_STOCK' });
  });
  it('treats a variant without a stock record as unavailable', () => {
    expect(planAddition(0, 1, null)).toMatchObject({ code: 'INSUFFICIENT_STOCK' });
  });
  it('ignores stock counts for unlimited variants, up to 9999 per entry', () => {
    expect(planAddition(0, 9999, { qtyInStock: 0, unlimited: true })).toEqual({ ok: true, newQuantity: 9999 });
    expect(planAddition(9999, 1, { qtyInStock: 0, unlimited: true })).toMatchObject({ code: 'QUANTITY_OUT_OF_RANGE' });
  });
});
