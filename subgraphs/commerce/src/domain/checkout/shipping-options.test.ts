import { describe, expect, it } from 'vitest';
import {
  chooseShippingOption,
  shippingOptionsFor,
  type ShippingLocation,
  type ShippingRate,
} from './shipping-options.ts';

function rate(id: string, overrides: Partial<ShippingRate> = {}): ShippingRate {
  return { id, name: id, countries: [], basis: 'FLAT', min: 0, max: null, priceCents: 500, ...overrides };
}

const US: ShippingLocation = { country: 'US', region: 'CA', postalCode: '94107' };
const FR: ShippingLocation = { country: 'FR', region: null, postalCode: null };
const cart = (goodsCents: number, weightGrams = 0) => ({ goodsCents, weightGrams });
const ids = (options: { id: string }[]) => options.map((o) => o.id);

describe('shippingOptionsFor', () => {
  const byCountry = [
    rate('us-standard', { name: 'Standard', countries: ['US'], priceCents: 500 }),
    rate('north-america', { name: 'North America', countries: ['US', 'CA', 'MX'], priceCents: 900 }),
    rate('worldwide', { name: 'Worldwide', countries: [], priceCents: 2500 }),
  ];

  it('offers the rates for the country, and those that ship everywhere', () => {
    expect(shippingOptionsFor(byCountry, US, cart(1000))).toEqual([
      { id: 'us-standard', name: 'Standard', priceCents: 500 },
      { id: 'north-america', name: 'North America', priceCents: 900 },
      { id: 'worldwide', name: 'Worldwide', priceCents: 2500 },
    ]);
    expect(ids(shippingOptionsFor(byCountry, FR, cart(1000)))).toEqual(['worldwide']);
    expect(ids(shippingOptionsFor(byCountry, { country: 'CA', region: 'BC', postalCode: null }, cart(1000)))).toEqual([
      'north-america',
      'worldwide',
    ]);
  });

  it('offers nothing before the shopper says where, not even what ships everywhere: no shipping price is assumed', () => {
    expect(shippingOptionsFor(byCountry, null, cart(1000))).toEqual([]);
    expect(shippingOptionsFor([rate('anywhere', { priceCents: 600 })], null, cart(1000))).toEqual([]);
  });

  it('offers a price band from its minimum, inclusive, up to its maximum, exclusive', () => {
    const bands = [
      rate('under-50', { basis: 'PRICE', min: 0, max: 5000, priceCents: 700 }),
      rate('free-over-50', { basis: 'PRICE', min: 5000, max: null, priceCents: 0 }),
    ];
    expect(ids(shippingOptionsFor(bands, US, cart(0)))).toEqual(['under-50']);
    expect(ids(shippingOptionsFor(bands, US, cart(4999)))).toEqual(['under-50']);
    expect(ids(shippingOptionsFor(bands, US, cart(5000)))).toEqual(['free-over-50']);
    expect(ids(shippingOptionsFor(bands, US, cart(10_000_000)))).toEqual(['free-over-50']);
  });

  it('offers weight bands by the weight, not the price', () => {
    const bands = [
      rate('light', { basis: 'WEIGHT', min: 0, max: 1000, priceCents: 400 }),
      rate('heavy', { basis: 'WEIGHT', min: 1000, max: 20_000, priceCents: 1200 }),
    ];
    expect(ids(shippingOptionsFor(bands, US, cart(99_999, 999)))).toEqual(['light']);
    expect(ids(shippingOptionsFor(bands, US, cart(100, 1000)))).toEqual(['heavy']);
    expect(ids(shippingOptionsFor(bands, US, cart(100, 19_999)))).toEqual(['heavy']);
    expect(shippingOptionsFor(bands, US, cart(100, 20_000))).toEqual([]);
  });

  it('ignores the bounds of a flat rate', () => {
    expect(ids(shippingOptionsFor([rate('flat', { min: 5000, max: 6000 })], US, cart(10, 99_999)))).toEqual(['flat']);
  });

  it('lists by price, then name, then id', () => {
    const rates = [
      rate('c', { name: 'Courier', priceCents: 900 }),
      rate('b2', { name: 'Post', priceCents: 500 }),
      rate('b1', { name: 'Post', priceCents: 500 }),
      rate('a', { name: 'Economy', priceCents: 500 }),
      rate('free', { name: 'Zebra', priceCents: 0 }),
    ];
    expect(ids(shippingOptionsFor(rates, US, cart(100)))).toEqual(['free', 'a', 'b1', 'b2', 'c']);
  });
});

describe('chooseShippingOption', () => {
  const options = [
    { id: 'economy', name: 'Economy', priceCents: 300 },
    { id: 'standard', name: 'Standard', priceCents: 500 },
    { id: 'express', name: 'Express', priceCents: 1500 },
  ];

  it("keeps the shopper's choice while it is still offered", () => {
    expect(chooseShippingOption(options, 'express')).toEqual(options[2]);
  });
  it('falls back to the cheapest when the choice is gone or none was made', () => {
    expect(chooseShippingOption(options, 'gone')).toEqual(options[0]);
    expect(chooseShippingOption(options, null)).toEqual(options[0]);
    expect(chooseShippingOption([...options].reverse(), null)).toEqual(options[0]);
  });
  it('is null when nothing is offered', () => {
    expect(chooseShippingOption([], 'express')).toBeNull();
    expect(chooseShippingOption([], null)).toBeNull();
  });
});
