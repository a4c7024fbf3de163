import { describe, expect, it } from 'vitest';
import { billingCyclesText, billingPeriodText, nextBillingAt, subscriptionPrices } from './subscription-plan.ts';

const plan = (value: number, unit: 'WEEK' | 'MONTH' | 'YEAR', numBillingCycles = 0) => ({
  billingPeriod: { value, unit },
  numBillingCycles,
});

describe('subscription prices', () => {
  it('per period and per year: 52 weeks, 12 months, 1 year', () => {
    expect(subscriptionPrices(1000, 1, plan(1, 'WEEK'))).toEqual({ perPeriodMinor: 1000, perYearMinor: 52000 });
    expect(subscriptionPrices(3200, 1, plan(1, 'MONTH'))).toEqual({ perPeriodMinor: 3200, perYearMinor: 38400 });
    expect(subscriptionPrices(5400, 1, plan(3, 'MONTH'))).toEqual({ perPeriodMinor: 5400, perYearMinor: 21600 });
    expect(subscriptionPrices(9900, 2, plan(1, 'YEAR'))).toEqual({ perPeriodMinor: 19800, perYearMinor: 19800 });
  });

  it('rounds a fraction of a minor unit half up (every 5 weeks: 52/5 billings a year)', () => {
    // 1001 × 52 / 5 = 10410.4
    expect(subscriptionPrices(1001, 1, plan(5, 'WEEK')).perYearMinor).toBe(10410);
    // 1005 × 12 / 7 = 1722.857…
    expect(subscriptionPrices(1005, 1, plan(7, 'MONTH')).perYearMinor).toBe(1723);
  });
});

describe('plan wording', () => {
  it('says how often and how long', () => {
    expect(billingPeriodText(plan(1, 'MONTH'))).toBe('every month');
    expect(billingPeriodText(plan(3, 'MONTH'))).toBe('every 3 months');
    expect(billingPeriodText(plan(2, 'WEEK'))).toBe('every 2 weeks');
    expect(billingCyclesText(plan(1, 'YEAR'))).toBe('until cancelled');
    expect(billingCyclesText(plan(1, 'YEAR', 4))).toBe('for 4 payments');
    expect(billingCyclesText(plan(1, 'YEAR', 1))).toBe('once');
  });
});

describe('the billing schedule', () => {
  const start = new Date('2026-01-31T10:00:00Z');

  it('counts months from the start, clamped to the end of shorter months', () => {
    expect(nextBillingAt(start, plan(1, 'MONTH'), 1)?.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(nextBillingAt(start, plan(1, 'MONTH'), 2)?.toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(nextBillingAt(new Date('2027-11-30T00:00:00Z'), plan(3, 'MONTH'), 1)?.toISOString()).toBe(
      '2028-02-29T00:00:00.000Z',
    );
  });

  it('weeks are 7 days, years 12 months', () => {
    expect(nextBillingAt(start, plan(2, 'WEEK'), 1)?.toISOString()).toBe('2026-02-14T10:00:00.000Z');
    expect(nextBillingAt(new Date('2028-02-29T00:00:00Z'), plan(1, 'YEAR'), 1)?.toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });

  it('ends after numBillingCycles billings; 0 never ends', () => {
    expect(nextBillingAt(start, plan(1, 'MONTH', 4), 3)).not.toBeNull();
    expect(nextBillingAt(start, plan(1, 'MONTH', 4), 4)).toBeNull();
    expect(nextBillingAt(start, plan(1, 'MONTH', 0), 500)).not.toBeNull();
  });
});
