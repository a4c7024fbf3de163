import { describe, expect, it } from 'vitest';
import { checkQuantity, QUANTITY_MESSAGES } from './quantity.ts';

describe('checkQuantity', () => {
  it('accepts whole numbers from 1 to 9999, as numbers or text', () => {
    expect(checkQuantity(1)).toEqual({ ok: true, quantity: 1 });
    expect(checkQuantity('9999')).toEqual({ ok: true, quantity: 9999 });
    expect(checkQuantity(' 3 ')).toEqual({ ok: true, quantity: 3 });
    expect(checkQuantity('2.0')).toEqual({ ok: true, quantity: 2 });
  });
  it('defaults to 1 when left out', () => {
    expect(checkQuantity(undefined)).toEqual({ ok: true, quantity: 1 });
    expect(checkQuantity('')).toEqual({ ok: true, quantity: 1 });
  });
  it('refuses what is not a number', () => {
    for (const raw of ['abc', '1a', {}, [], true, Number.NaN, Infinity, '0x10']) {
      expect(checkQuantity(raw)).toMatchObject({ ok: false, message: QUANTITY_MESSAGES.notANumber });
    }
  });
  it('refuses fractions', () => {
    expect(checkQuantity(1.5)).toMatchObject({ ok: false, message: QUANTITY_MESSAGES.notWhole });
    expect(checkQuantity('2.25')).toMatchObject({ ok: false, message: QUANTITY_MESSAGES.notWhole });
  });
  it('refuses quantities outside 1..9999', () => {
    for (const raw of [0, -1, 10000, '100000']) {
      expect(checkQuantity(raw)).toMatchObject({ ok: false, code: 'QUANTITY_OUT_OF_RANGE' });
    }
  });
});
