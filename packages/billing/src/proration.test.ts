import { describe, expect, it } from 'vitest';
import { periodEndOf } from './billing-periods.ts';
import { prorate } from './proration.ts';

const utc = (text: string) => new Date(`${text}Z`);

describe('prorate', () => {
  // A 30-day month (June): 10 days used, 20 left = two thirds.
  const june = {
    price: 3_300,
    interval: 'MONTHLY' as const,
    periodStart: utc('2026-06-01T00:00:00'),
    periodEnd: utc('2026-07-01T00:00:00'),
  };

  it('upgrades within a month: credits the unused two thirds and charges two thirds of the new price', () => {
    const p = prorate(june, { price: 6_500, interval: 'MONTHLY' }, utc('2026-06-11T00:00:00'), 0);
    expect(p.credit).toBe(2_200);
    expect(p.charge).toBe(4_333); // 4333.33 rounds down
    expect(p.subtotal).toBe(2_133);
    expect(p.amountDue).toBe(2_133);
    expect(p.total).toBe(2_133);
    expect(p.carriedCredit).toBe(0);
    expect(p.periodStart).toEqual(june.periodStart);
    expect(p.periodEnd).toEqual(june.periodEnd);
  });

  it('downgrades within a month: nothing is charged and the difference is carried as credit', () => {
    const p = prorate(june, { price: 1_600, interval: 'MONTHLY' }, utc('2026-06-11T00:00:00'), 88_750);
    expect(p.credit).toBe(2_200);
    expect(p.charge).toBe(1_067); // 1066.67 rounds up
    expect(p.subtotal).toBe(-1_133);
    expect(p.amountDue).toBe(0);
    expect(p.tax).toBe(0);
    expect(p.total).toBe(0);
    expect(p.carriedCredit).toBe(1_133);
  });

  it('taxes what is charged now, rounded half up', () => {
    const p = prorate(june, { price: 6_500, interval: 'MONTHLY' }, utc('2026-06-11T00:00:00'), 88_750);
    expect(p.tax).toBe(189); // 2133 × 8.875% = 189.30
    expect(p.total).toBe(2_322);
  });

  it('counts months of different length by their own length: the same day-count left is a different share', () => {
    const feb = { ...june, periodStart: utc('2026-02-01T00:00:00'), periodEnd: utc('2026-03-01T00:00:00') };
    const jan = { ...june, periodStart: utc('2026-01-01T00:00:00'), periodEnd: utc('2026-02-01T00:00:00') };
    // 14 days left of 28 is a half; of 31 it is less.
    expect(prorate(feb, { price: 6_500, interval: 'MONTHLY' }, utc('2026-02-15T00:00:00'), 0).credit).toBe(1_650);
    expect(prorate(jan, { price: 6_500, interval: 'MONTHLY' }, utc('2026-01-18T00:00:00'), 0).credit).toBe(1_490); // 3300×14/31 = 1490.3
    const leapFeb = { ...june, periodStart: utc('2028-02-01T00:00:00'), periodEnd: utc('2028-03-01T00:00:00') };
    expect(prorate(leapFeb, { price: 6_500, interval: 'MONTHLY' }, utc('2028-02-15T00:00:00'), 0).credit).toBe(1_707); // 3300×15/29 = 1706.9
  });

  it('a change on the last day charges and credits only what is left of it', () => {
    const p = prorate(june, { price: 6_500, interval: 'MONTHLY' }, utc('2026-06-30T12:00:00'), 0);
    expect(p.credit).toBe(55); // 3300 × 0.5/30 = 55
    expect(p.charge).toBe(108); // 6500 × 0.5/30 = 108.33
    expect(p.total).toBe(53);
  });

  it('a change at the very end of the period costs nothing and one at its start costs the whole difference', () => {
    expect(prorate(june, { price: 6_500, interval: 'MONTHLY' }, june.periodEnd, 0).total).toBe(0);
    expect(prorate(june, { price: 6_500, interval: 'MONTHLY' }, june.periodStart, 0).total).toBe(3_200);
  });

  it('monthly to yearly starts a new yearly period now: credits the unused month and charges the year whole', () => {
    const at = utc('2026-06-16T00:00:00');
    const p = prorate(june, { price: 27_600, interval: 'YEARLY' }, at, 0);
    expect(p.credit).toBe(1_650);
    expect(p.charge).toBe(27_600);
    expect(p.total).toBe(25_950);
    expect(p.periodStart).toEqual(at);
    expect(p.periodEnd).toEqual(utc('2027-06-16T00:00:00'));
  });

  it('yearly to monthly starts a new monthly period and carries what the unused year is worth beyond a month', () => {
    const year = {
      price: 58_800,
      interval: 'YEARLY' as const,
      periodStart: utc('2026-01-01T00:00:00'),
      periodEnd: utc('2027-01-01T00:00:00'),
    };
    const at = utc('2026-07-02T12:00:00'); // 182.5 of 365 days left
    const p = prorate(year, { price: 3_600, interval: 'MONTHLY' }, at, 200_000);
    expect(p.credit).toBe(29_400);
    expect(p.charge).toBe(3_600);
    expect(p.amountDue).toBe(0);
    expect(p.carriedCredit).toBe(25_800);
    expect(p.tax).toBe(0);
    expect(p.periodEnd).toEqual(utc('2026-08-02T12:00:00'));
  });

  it('yearly to a dearer yearly plan keeps the year', () => {
    const year = {
      price: 27_600,
      interval: 'YEARLY' as const,
      periodStart: utc('2026-01-01T00:00:00'),
      periodEnd: utc('2027-01-01T00:00:00'),
    };
    const p = prorate(year, { price: 58_800, interval: 'YEARLY' }, utc('2026-07-02T12:00:00'), 0);
    expect(p.credit).toBe(13_800);
    expect(p.charge).toBe(29_400);
    expect(p.periodEnd).toEqual(year.periodEnd);
  });
});

describe('periodEndOf', () => {
  it('keeps the anchor day through short months', () => {
    const jan31 = utc('2026-01-31T09:30:00');
    const feb = periodEndOf(jan31, 'MONTHLY');
    expect(feb).toEqual(utc('2026-02-28T09:30:00'));
    expect(periodEndOf(feb, 'MONTHLY', 31)).toEqual(utc('2026-03-31T09:30:00'));
    expect(periodEndOf(utc('2028-02-29T00:00:00'), 'YEARLY')).toEqual(utc('2029-02-28T00:00:00'));
    expect(periodEndOf(utc('2026-12-15T00:00:00'), 'MONTHLY')).toEqual(utc('2027-01-15T00:00:00'));
  });
});
