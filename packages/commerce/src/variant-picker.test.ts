import { describe, expect, it } from 'vitest';
import { exceedsStock, optionValueMarks, pickerOptions, pickerState, type PickerVariant } from './variant-picker.ts';

const money = (value: string) => ({ value, currency: 'USD' });
const variant = (id: string, Size: string, Color: string, qtyInStock: number, onSale = false): PickerVariant => ({
  id,
  sku: id.toUpperCase(),
  attributes: { Size, Color },
  qtyInStock,
  unlimited: false,
  onSale,
  priceMoney: money('68.00'),
  salePriceMoney: money(onSale ? '54.00' : '0.00'),
});
// S/Sand 5, S/Ink 3 (sale), M/Sand 0, L/Ink 0 (sale); M/Ink and L/Sand do not exist.
const shirt = {
  productType: 'PHYSICAL' as const,
  optionOrdering: ['Size', 'Color'],
  variants: [
    variant('s-sand', 'S', 'Sand', 5),
    variant('s-ink', 'S', 'Ink', 3, true),
    variant('m-sand', 'M', 'Sand', 0),
    variant('l-ink', 'L', 'Ink', 0, true),
  ],
};

describe('pickerState (SPEC sections 4 and 5)', () => {
  it('lists the options in the product’s order', () => {
    expect(pickerOptions(shirt)).toEqual([
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Color', values: ['Sand', 'Ink'] },
    ]);
    expect(pickerOptions({ ...shirt, optionOrdering: ['Color', 'Size'] }).map((o) => o.name)).toEqual([
      'Color',
      'Size',
    ]);
  });
  it('an incomplete selection names what is missing, one, two or many options', () => {
    expect(pickerState(shirt, {})).toMatchObject({
      status: 'incomplete',
      refusal: 'Please select the Size and Color options.',
    });
    expect(pickerState(shirt, { Size: 'S' })).toMatchObject({
      status: 'incomplete',
      refusal: 'Please select the Color option.',
    });
    const three = { ...shirt, optionOrdering: ['Size', 'Color', 'Fit'] };
    expect(pickerState(three, {}).refusal).toBe('Please select the Size, Color and Fit options.');
  });
  it('a complete selection finds its variant, in stock, on sale or sold out', () => {
    expect(pickerState(shirt, { Size: 'S', Color: 'Ink' })).toMatchObject({
      status: 'selected',
      variant: { id: 's-ink', onSale: true },
      soldOut: false,
      refusal: undefined,
    });
    expect(pickerState(shirt, { Size: 'M', Color: 'Sand' })).toMatchObject({
      status: 'selected',
      soldOut: true,
      refusal: 'Sorry, that item variant is unavailable. Please select another variant.',
    });
  });
  it('a combination no variant has is unavailable', () => {
    expect(pickerState(shirt, { Size: 'M', Color: 'Ink' })).toMatchObject({
      status: 'unavailable',
      refusal: 'Sorry, that item variant is unavailable. Please select another variant.',
    });
  });
  it('marks the values that cannot be bought with the other choices', () => {
    expect(pickerState(shirt, {}).unavailableValues).toEqual({ Size: ['M', 'L'], Color: [] });
    expect(pickerState(shirt, { Size: 'M' }).unavailableValues).toEqual({ Size: ['M', 'L'], Color: ['Sand', 'Ink'] });
    expect(pickerState(shirt, { Color: 'Ink' }).unavailableValues).toEqual({ Size: ['M', 'L'], Color: [] });
  });
  it('says why a value cannot be bought: Sold Out when what exists of it is sold out, Unavailable when none exists', () => {
    // Nothing chosen: M is M/Sand (sold out) and M/Ink (missing), L is L/Ink (sold out) and L/Sand
    // (missing): what exists of each is sold out, so both are Sold Out.
    expect(optionValueMarks(shirt, {})).toEqual({ Size: { M: 'sold-out', L: 'sold-out' }, Color: {} });
    // M chosen: Sand is M/Sand, sold out; Ink is M/Ink, which does not exist.
    expect(optionValueMarks(shirt, { Size: 'M' })).toEqual({
      Size: { M: 'sold-out', L: 'sold-out' },
      Color: { Sand: 'sold-out', Ink: 'unavailable' },
    });
    // A combination that does not exist marks its value in each select Unavailable, never Sold Out.
    expect(optionValueMarks(shirt, { Size: 'L', Color: 'Sand' })).toEqual({
      Size: { M: 'sold-out', L: 'unavailable' },
      Color: { Sand: 'unavailable', Ink: 'sold-out' },
    });
    expect(pickerState(shirt, { Size: 'L', Color: 'Sand' })).toMatchObject({
      status: 'unavailable',
      valueMarks: { Size: { L: 'unavailable' }, Color: { Sand: 'unavailable' } },
    });
    // Any combination in stock leaves a value unmarked, however many others are missing or sold out.
    expect(optionValueMarks(shirt, { Color: 'Ink' })).toEqual({ Size: { M: 'unavailable', L: 'sold-out' }, Color: {} });
  });
  it('marks nothing of a product whose variants never run out', () => {
    const guide = { ...shirt, productType: 'DIGITAL' as const };
    expect(optionValueMarks(guide, { Size: 'M' })).toEqual({ Size: {}, Color: { Ink: 'unavailable' } });
  });
  it('a gift card without a denomination asks for one', () => {
    const card = {
      productType: 'GIFT_CARD' as const,
      optionOrdering: ['Value'],
      variants: [25, 50].map((n) => ({ ...variant(`g${n}`, '', '', 0), attributes: { Value: `$${n}` } })),
    };
    expect(pickerState(card, {})).toMatchObject({
      status: 'incomplete',
      refusal: 'Select a denomination for the Gift Card.',
    });
    expect(pickerState(card, { Value: '$50' })).toMatchObject({ status: 'selected', soldOut: false });
  });
  it('a single variant needs no choice', () => {
    expect(pickerState({ ...shirt, variants: [shirt.variants[0]!] }, {})).toMatchObject({
      status: 'selected',
      variant: { id: 's-sand' },
    });
  });
  it('knows when a quantity is more than the stock', () => {
    expect(exceedsStock('PHYSICAL', shirt.variants[1]!, 4)).toBe(true);
    expect(exceedsStock('PHYSICAL', shirt.variants[1]!, 3)).toBe(false);
    expect(exceedsStock('DIGITAL', shirt.variants[2]!, 4)).toBe(false);
  });
});
