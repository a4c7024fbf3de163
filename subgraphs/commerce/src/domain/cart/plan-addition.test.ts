import { describe, expect, it } from 'vitest';
import { planAddition } from './plan-addition.ts';

describe('planAddition', () => {
  it('adds to the quantity already in the cart', () => {
    expect(planAddition(2, 3, { max: 5, reason: 'stock' })).toEqual({ ok: true, value: 5 });
  });
  it('refuses more than the stock, counting what the cart holds', () => {
    expect(planAddition(2, 4, { max: 5, reason: 'stock' })).toEqual({
      ok: false,
      errors: [
        {
          field: ['input', 'quantity'],
          code: 'INSUFFICIENT_STOCK',
          message: 'Sorry, we do not have enough of that item available.',
        },
      ],
    });
    expect(planAddition(0, 1, { max: 0, reason: 'stock' })).toMatchObject({ errors: [{ code: 'INSUFFICIENT_STOCK' }] });
  });
  it('says why when the limit is not stock', () => {
    expect(planAddition(1, 1, { max: 1, reason: 'single-quantity' })).toMatchObject({
      errors: [{ code: 'SINGLE_QUANTITY_ONLY', message: 'Only one of this item can be added to the cart.' }],
    });
    expect(planAddition(0, 1, { max: 0, reason: 'not-sold' })).toMatchObject({
      errors: [{ code: 'ITEM_NOT_PURCHASABLE', message: 'This item cannot be added to a cart.' }],
    });
  });
  it('never lets an entry pass 9999', () => {
    expect(planAddition(0, 9999, { max: 9999, reason: 'stock' })).toEqual({ ok: true, value: 9999 });
    expect(planAddition(9999, 1, { max: 9999, reason: 'stock' })).toMatchObject({
      errors: [{ code: 'QUANTITY_OUT_OF_RANGE', message: 'Quantity must be between 1 and 9999.' }],
    });
  });
});
