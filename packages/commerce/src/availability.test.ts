import { describe, expect, it } from 'vitest';
import { quantityAllowance } from './availability.ts';

const multiple = { multipleQuantityAllowedForServices: true };
const single = { multipleQuantityAllowedForServices: false };

describe('quantityAllowance', () => {
  it('limits physical products by stock, nothing without a stock record', () => {
    expect(quantityAllowance('PHYSICAL', { qtyInStock: 3, unlimited: false }, multiple)).toEqual({
      max: 3,
      reason: 'stock',
    });
    expect(quantityAllowance('PHYSICAL', { qtyInStock: 0, unlimited: true }, multiple)).toEqual({
      max: 9999,
      reason: 'stock',
    });
    expect(quantityAllowance('PHYSICAL', null, multiple)).toEqual({ max: 0, reason: 'stock' });
  });
  it('limits services by stock, and to one when the store sells them singly', () => {
    expect(quantityAllowance('SERVICE', { qtyInStock: 8, unlimited: false }, multiple).max).toBe(8);
    expect(quantityAllowance('SERVICE', { qtyInStock: 8, unlimited: false }, single)).toEqual({
      max: 1,
      reason: 'single-quantity',
    });
    expect(quantityAllowance('SERVICE', { qtyInStock: 0, unlimited: false }, single)).toEqual({
      max: 0,
      reason: 'stock',
    });
  });
  it('never runs out of digital products and gift cards, stock record or not', () => {
    expect(quantityAllowance('DIGITAL', null, multiple).max).toBe(9999);
    expect(quantityAllowance('GIFT_CARD', { qtyInStock: 0, unlimited: false }, multiple).max).toBe(9999);
  });
  it('does not sell paywall or unknown types through the cart', () => {
    expect(quantityAllowance('PAYWALL', { qtyInStock: 5, unlimited: true }, multiple)).toEqual({
      max: 0,
      reason: 'not-sold',
    });
    expect(quantityAllowance(undefined, null, multiple)).toEqual({ max: 0, reason: 'not-sold' });
  });
});
