import { describe, expect, it } from 'vitest';
import type { ShippingLocation } from './shipping-options.ts';
import { applicableTaxRules, taxFor, type TaxRule } from './tax-rules.ts';

function rule(
  id: string,
  country: string,
  region: string | null,
  rateBasisPoints: number,
  appliesToShipping: boolean,
): TaxRule {
  return { id, name: id.toUpperCase(), country, region, rateBasisPoints, appliesToShipping };
}

const GST = rule('gst', 'CA', null, 500, true);
const BC_PST = rule('bc-pst', 'CA', 'BC', 700, false);
const DE_VAT = rule('de-vat', 'DE', null, 1900, true);
const NY = rule('ny', 'US', 'NY', 825, false);
const RULES = [GST, BC_PST, DE_VAT, NY];

const at = (country: string, region: string | null = null): ShippingLocation => ({ country, region, postalCode: null });
const ids = (rules: { id: string }[]) => rules.map((r) => r.id);

describe('applicableTaxRules', () => {
  it('stacks a country rule and a rule of the region', () => {
    expect(ids(applicableTaxRules(RULES, at('CA', 'BC')))).toEqual(['gst', 'bc-pst']);
    expect(ids(applicableTaxRules(RULES, at('CA', 'ON')))).toEqual(['gst']);
    expect(ids(applicableTaxRules(RULES, at('CA')))).toEqual(['gst']);
  });
  it('ignores case in countries and regions', () => {
    expect(ids(applicableTaxRules(RULES, at('ca', 'bc')))).toEqual(['gst', 'bc-pst']);
    expect(ids(applicableTaxRules([rule('x', 'us', 'ny', 100, false)], at('US', 'NY')))).toEqual(['x']);
  });
  it('finds nothing elsewhere or without a location', () => {
    expect(applicableTaxRules(RULES, at('JP'))).toEqual([]);
    expect(applicableTaxRules(RULES, null)).toEqual([]);
  });
});

describe('taxFor, prices excluding tax', () => {
  it("taxes each rule's base, shipping only where the rule says so", () => {
    expect(taxFor(RULES, at('CA', 'BC'), { goodsCents: 10_000, shippingCents: 1000 }, false)).toEqual({
      taxCents: 1250,
      applied: [
        { id: 'gst', name: 'GST', rateBasisPoints: 500, taxCents: 550 },
        { id: 'bc-pst', name: 'BC-PST', rateBasisPoints: 700, taxCents: 700 },
      ],
    });
  });
  it('leaves shipping untaxed when no rule taxes it', () => {
    expect(taxFor(RULES, at('US', 'NY'), { goodsCents: 1999, shippingCents: 5000 }, false)).toEqual({
      taxCents: 165, // 1999 × 8.25 % = 164.9175
      applied: [{ id: 'ny', name: 'NY', rateBasisPoints: 825, taxCents: 165 }],
    });
  });
  it('rounds half up', () => {
    expect(
      taxFor([rule('t', 'US', null, 25, false)], at('US'), { goodsCents: 200, shippingCents: 0 }, false).taxCents,
    ).toBe(1); // 0.5
    expect(
      taxFor([rule('t', 'US', null, 25, false)], at('US'), { goodsCents: 199, shippingCents: 0 }, false).taxCents,
    ).toBe(0); // 0.4975
  });
  it('charges nothing without a location', () => {
    expect(taxFor(RULES, null, { goodsCents: 10_000, shippingCents: 1000 }, false)).toEqual({
      taxCents: 0,
      applied: [],
    });
    expect(taxFor(RULES, null, { goodsCents: 10_000, shippingCents: 1000 }, true)).toEqual({
      taxCents: 0,
      applied: [],
    });
  });
});

describe('taxFor, prices including tax', () => {
  it('takes the tax out of goods and of shipping', () => {
    expect(taxFor(RULES, at('DE'), { goodsCents: 11_900, shippingCents: 595 }, true)).toEqual({
      taxCents: 1995,
      applied: [{ id: 'de-vat', name: 'DE-VAT', rateBasisPoints: 1900, taxCents: 1995 }],
    });
    // 1999 / 1.19 = 1679.83 -> 1680 before tax, 319 tax.
    expect(taxFor(RULES, at('DE'), { goodsCents: 1999, shippingCents: 0 }, true).taxCents).toBe(319);
  });
  it('uses the combined rate of stacked rules, and for shipping only the rules that tax it', () => {
    // Goods at 12 %: 11,200 holds 1,200 (500 GST + 700 PST). Shipping at 5 % (GST only): 1,050 holds 50.
    expect(taxFor(RULES, at('CA', 'BC'), { goodsCents: 11_200, shippingCents: 1050 }, true)).toEqual({
      taxCents: 1250,
      applied: [
        { id: 'gst', name: 'GST', rateBasisPoints: 500, taxCents: 550 },
        { id: 'bc-pst', name: 'BC-PST', rateBasisPoints: 700, taxCents: 700 },
      ],
    });
  });
  it('splits the tax so the parts sum exactly to the whole, the remainder to the last rule', () => {
    // 1001 / 1.12 = 893.75 -> 894, so 107 tax; 107 × 5/12 = 44.58 -> 45 GST, 62 PST.
    const { taxCents, applied } = taxFor(RULES, at('CA', 'BC'), { goodsCents: 1001, shippingCents: 0 }, true);
    expect(taxCents).toBe(107);
    expect(applied.map((a) => a.taxCents)).toEqual([45, 62]);
  });
  it('never gives a rule a negative part when several round up', () => {
    const quarters = ['a', 'b', 'c', 'd'].map((id) => rule(id, 'XX', null, 250, false));
    // 22 at 10 % holds 2; each quarter's 0.5 rounds up, so the last two get what is left.
    const { taxCents, applied } = taxFor(quarters, at('XX'), { goodsCents: 22, shippingCents: 0 }, true);
    expect(taxCents).toBe(2);
    expect(applied.map((a) => a.taxCents)).toEqual([1, 1, 0, 0]);
  });
  it('adds up exactly for every amount', () => {
    const rules = [
      rule('a', 'XX', null, 500, true),
      rule('b', 'XX', 'R', 725, false),
      rule('c', 'XX', null, 333, true),
    ];
    for (let goods = 0; goods <= 3000; goods += 7) {
      const shipping = goods % 1000;
      const { taxCents, applied } = taxFor(rules, at('XX', 'R'), { goodsCents: goods, shippingCents: shipping }, true);
      const goodsTax = goods - Math.round((goods * 10_000) / 11_558);
      const shippingTax = shipping - Math.round((shipping * 10_000) / 10_833);
      expect(taxCents).toBe(goodsTax + shippingTax);
      expect(applied.reduce((sum, a) => sum + a.taxCents, 0)).toBe(taxCents);
      for (const a of applied) expect(Number.isInteger(a.taxCents) && a.taxCents >= 0).toBe(true);
    }
  });
});
