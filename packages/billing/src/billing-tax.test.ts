import { describe, expect, it } from 'vitest';
import { taxOf, taxRateLabel, taxRatePpmOf } from './billing-tax.ts';

describe('billing tax', () => {
  it('is found by state first, then country, else none', () => {
    expect(taxRatePpmOf({ country: 'us', region: 'ny' })).toBe(88_750);
    expect(taxRatePpmOf({ country: 'US', region: 'OR' })).toBe(0);
    expect(taxRatePpmOf({ country: 'GB' })).toBe(200_000);
    expect(taxRatePpmOf({ country: 'BR' })).toBe(0);
  });

  it('rounds half up to the minor unit and is never on a credit', () => {
    expect(taxOf(3_300, 88_750)).toBe(293); // 292.875
    expect(taxOf(2, 250_000)).toBe(1); // 0.5
    expect(taxOf(-1_000, 200_000)).toBe(0);
    expect(taxOf(1_000, 0)).toBe(0);
  });

  it('labels a rate for people', () => {
    expect(taxRateLabel(88_750)).toBe('8.875%');
    expect(taxRateLabel(200_000)).toBe('20%');
  });
});
