import { describe, expect, it } from 'vitest';
import { reportRange, type ReportRange } from '@atelier/analytics';
import { salesSummaryOf, type SalesRow } from './sales-summary.ts';

const range = (reportRange('2026-11-04', '2026-11-06') as { value: ReportRange }).value;
const row = (day: string, currency: string, orders: number, revenueCents: number, lastPaidAt = `${day}T12:00:00Z`) =>
  ({ day, currency, orders, revenueCents, lastPaidAt: new Date(lastPaidAt) }) satisfies SalesRow;

describe('salesSummaryOf', () => {
  it('gives every day of the range and of the previous period, zero where nothing sold', () => {
    const summary = salesSummaryOf([row('2026-11-02', 'USD', 1, 2500), row('2026-11-05', 'USD', 3, 9000)], range);
    expect(summary.currency).toBe('USD');
    expect(summary.days).toEqual([
      { day: '2026-11-04', orders: 0, revenueCents: 0 },
      { day: '2026-11-05', orders: 3, revenueCents: 9000 },
      { day: '2026-11-06', orders: 0, revenueCents: 0 },
    ]);
    expect(summary.previousDays.map((day) => day.day)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect([summary.orders, summary.revenueCents, summary.previousOrders, summary.previousRevenueCents]).toEqual([
      3, 9000, 1, 2500,
    ]);
  });

  it('counts the orders in the currency of the latest paid order only', () => {
    const summary = salesSummaryOf(
      [
        row('2026-11-02', 'USD', 4, 10000),
        row('2026-11-05', 'GBP', 1, 1800),
        row('2026-11-05', 'USD', 1, 500, '2026-11-05T01:00:00Z'),
      ],
      range,
    );
    expect([summary.currency, summary.orders, summary.revenueCents, summary.previousOrders]).toEqual([
      'GBP',
      1,
      1800,
      0,
    ]);
  });

  it('has no currency and zeros when nothing sold', () => {
    const summary = salesSummaryOf([], range);
    expect([summary.currency, summary.orders, summary.days.length, summary.previousDays.length]).toEqual([
      null,
      0,
      3,
      3,
    ]);
  });
});
