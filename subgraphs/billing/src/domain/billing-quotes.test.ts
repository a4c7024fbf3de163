import { describe, expect, it } from 'vitest';
import { planById } from '@atelier/billing';
import { quotePlanChange, quoteReactivation, quoteRenewal, type QuotedSubscription } from './billing-quotes.ts';

const utc = (text: string) => new Date(`${text}Z`);
const business = planById('business')!;
const advanced = planById('commerce-advanced')!;
const personal = planById('personal')!;

const paidJune: QuotedSubscription = {
  productType: 'website',
  type: 'WEBSITE',
  status: 'paid',
  planId: 'business',
  interval: 'MONTHLY',
  priceMinor: 3_300,
  currentPeriodStart: utc('2026-06-01T00:00:00'),
  currentPeriodEnd: utc('2026-07-01T00:00:00'),
  anchorDay: 1,
};
const noTax = { taxRatePpm: 0, creditMinor: 0 };

describe('quotePlanChange', () => {
  it('prorates an upgrade of a paid plan into a credit line and a charge line, with tax', () => {
    const result = quotePlanChange(paidJune, advanced, 'MONTHLY', utc('2026-06-11T00:00:00'), {
      taxRatePpm: 88_750,
      creditMinor: 0,
    });
    if (!result.ok) throw new Error(result.refusal);
    expect(result.quote.lines.map((line) => line.amount)).toEqual([-2_200, 4_333]);
    expect(result.quote.lines[1]!.description).toBe('Commerce Advanced (monthly), Jun 11, 2026 – Jul 1, 2026');
    expect(result.quote.tax).toBe(189);
    expect(result.quote.total).toBe(2_322);
    expect(result.quote.periodEnd).toEqual(paidJune.currentPeriodEnd);
    expect(result.quote.priceMinor).toBe(6_500);
  });

  it('from a trial charges the whole new price for a period from now', () => {
    const trial = { ...paidJune, status: 'trial' as const, priceMinor: 0 };
    const at = utc('2026-06-11T00:00:00');
    const result = quotePlanChange(trial, business, 'YEARLY', at, noTax);
    if (!result.ok) throw new Error(result.refusal);
    expect(result.quote.total).toBe(27_600);
    expect(result.quote.periodStart).toEqual(at);
    expect(result.quote.periodEnd).toEqual(utc('2027-06-11T00:00:00'));
  });

  it('takes account credit off what is due before tax, and carries a downgrade’s credit', () => {
    const down = quotePlanChange(paidJune, personal, 'MONTHLY', utc('2026-06-11T00:00:00'), noTax);
    if (!down.ok) throw new Error(down.refusal);
    expect(down.quote.total).toBe(0);
    expect(down.quote.creditAfter).toBe(1_133);
    const up = quotePlanChange(paidJune, advanced, 'MONTHLY', utc('2026-06-11T00:00:00'), {
      taxRatePpm: 200_000,
      creditMinor: 1_133,
    });
    if (!up.ok) throw new Error(up.refusal);
    expect(up.quote.creditApplied).toBe(1_133);
    expect(up.quote.tax).toBe(200); // 20% of 2133 − 1133
    expect(up.quote.total).toBe(1_200);
    expect(up.quote.creditAfter).toBe(0);
    expect(up.quote.lines.at(-1)).toMatchObject({ description: 'Account credit', amount: -1_133 });
  });

  it('refuses what cannot change plan, saying why', () => {
    const at = utc('2026-06-11T00:00:00');
    const refusal = (subscription: QuotedSubscription, plan = advanced, interval: 'MONTHLY' | 'YEARLY' = 'MONTHLY') => {
      const result = quotePlanChange(subscription, plan, interval, at, noTax);
      return result.ok ? null : result.refusal;
    };
    expect(refusal(paidJune, business)).toBe('PLAN_UNCHANGED');
    expect(refusal(paidJune, business, 'YEARLY')).toBeNull();
    expect(refusal({ ...paidJune, status: 'expired' })).toBe('SUBSCRIPTION_EXPIRED');
    expect(refusal({ ...paidJune, status: 'pastdue' })).toBe('SUBSCRIPTION_PAST_DUE');
    expect(refusal({ ...paidJune, type: 'RESOLD', status: 'resold' })).toBe('SUBSCRIPTION_RESOLD');
    expect(refusal({ ...paidJune, type: 'RESOLD', status: 'resold grace period' })).toBeNull();
    expect(refusal({ ...paidJune, productType: 'domain' })).toBe('PLAN_CHANGE_NOT_ALLOWED');
    expect(refusal({ ...paidJune, status: 'comped' })).toBe('PLAN_CHANGE_NOT_ALLOWED');
  });
});

describe('quoteRenewal and quoteReactivation', () => {
  it('renews for the next period on the anchor day, at the same price, with tax', () => {
    const jan31 = {
      ...paidJune,
      currentPeriodStart: utc('2026-01-31T00:00:00'),
      currentPeriodEnd: utc('2026-02-28T00:00:00'),
      anchorDay: 31,
    };
    const quote = quoteRenewal(jan31, 'Business', { taxRatePpm: 88_750, creditMinor: 0 });
    expect(quote.periodStart).toEqual(utc('2026-02-28T00:00:00'));
    expect(quote.periodEnd).toEqual(utc('2026-03-31T00:00:00'));
    expect(quote.tax).toBe(293);
    expect(quote.total).toBe(3_593);
  });

  it('brings an expired subscription back with a period from now', () => {
    const at = utc('2026-09-05T10:00:00');
    const quote = quoteReactivation({ ...paidJune, status: 'expired' }, 'Business', at, noTax);
    expect(quote.periodStart).toEqual(at);
    expect(quote.periodEnd).toEqual(utc('2026-10-05T10:00:00'));
    expect(quote.total).toBe(3_300);
  });
});
