import { describe, expect, it } from 'vitest';
import { chooseVariant, missingOptionsMessage, VARIANT_MESSAGES } from './variant-selection.ts';

const variants = [
  { id: 'a', sku: 'S-RED', attributes: { Size: 'S', Color: 'Red' } },
  { id: 'b', sku: 'M-RED', attributes: { Size: 'M', Color: 'Red' } },
];

describe('chooseVariant', () => {
  it('needs no choice for a single variant', () => {
    expect(chooseVariant([variants[0]!], [], {})).toEqual({ status: 'selected', variant: variants[0] });
  });
  it('finds the variant matching every option', () => {
    expect(chooseVariant(variants, ['Size', 'Color'], { Size: 'M', Color: 'Red' })).toMatchObject({
      variant: { id: 'b' },
    });
  });
  it('names the options still to choose', () => {
    expect(chooseVariant(variants, ['Size', 'Color'], { Size: 'M' })).toMatchObject({
      status: 'incomplete',
      message: 'Please select the Color option.',
    });
    expect(missingOptionsMessage(['Size', 'Color'])).toBe('Please select the Size and Color options.');
    expect(missingOptionsMessage(['A', 'B', 'C'])).toBe('Please select the A, B and C options.');
  });
  it('reports a combination that does not exist', () => {
    expect(chooseVariant(variants, ['Size', 'Color'], { Size: 'L', Color: 'Red' })).toEqual({
      status: 'unavailable',
      message: VARIANT_MESSAGES.unavailable,
    });
  });
});
