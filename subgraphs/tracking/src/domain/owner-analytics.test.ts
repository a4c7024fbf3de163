import { describe, expect, it } from 'vitest';
import { reportRange, type ReportRange } from '@atelier/analytics';
import { analyticsOf, conversionRate, type RollupRow } from './owner-analytics.ts';

const rangeOf = (from: string, to: string) => (reportRange(from, to) as { value: ReportRange }).value;

describe('analyticsOf', () => {
  it('gives totals of both periods and a point for every day of each, zero where nothing was counted', () => {
    const range = rangeOf('2026-11-10', '2026-11-12');
    const rows: RollupRow[] = [
      { part: 'total', metric: 'visits', value: 30, previous: 12 },
      { part: 'total', metric: 'add_to_cart', value: 6, previous: 1 },
      { part: 'total', metric: 'not_a_metric', value: 9, previous: 9 },
      { part: 'series', metric: 'visits', bucketStart: new Date('2026-11-11T00:00:00Z'), value: 30 },
      { part: 'series', metric: 'page_views', bucketStart: new Date('2026-11-11T00:00:00Z'), value: 70 },
      { part: 'series', metric: 'visits', bucketStart: new Date('2026-11-08T00:00:00Z'), value: 12 },
    ];
    const analytics = analyticsOf(rows, range);
    expect(analytics.totals).toEqual({
      visits: 30,
      visitors: 0,
      page_views: 0,
      searches: 0,
      add_to_cart: 6,
      purchase: 0,
    });
    expect(analytics.previousTotals.visits).toBe(12);
    expect(analytics.series).toEqual([
      { start: '2026-11-10T00:00:00.000Z', visits: 0, visitors: 0, pageViews: 0 },
      { start: '2026-11-11T00:00:00.000Z', visits: 30, visitors: 0, pageViews: 70 },
      { start: '2026-11-12T00:00:00.000Z', visits: 0, visitors: 0, pageViews: 0 },
    ]);
    expect(analytics.previousSeries.map((point) => [point.start.slice(0, 10), point.visits])).toEqual([
      ['2026-11-07', 0],
      ['2026-11-08', 12],
      ['2026-11-09', 0],
    ]);
  });

  it('counts a day’s range by the hour', () => {
    const analytics = analyticsOf(
      [{ part: 'series', metric: 'visitors', bucketStart: new Date('2026-11-12T13:00:00Z'), value: 4 }],
      rangeOf('2026-11-12', '2026-11-12'),
    );
    expect(analytics.series).toHaveLength(24);
    expect(analytics.series[13]).toEqual({ start: '2026-11-12T13:00:00.000Z', visits: 0, visitors: 4, pageViews: 0 });
    expect(analytics.previousSeries[0]!.start).toBe('2026-11-11T00:00:00.000Z');
  });

  it('ranks each top table by its count, the key breaking ties, and keeps unknown dimensions out', () => {
    const analytics = analyticsOf(
      [
        { part: 'top', dimension: 'page', key: '/b', value: 5, previous: 0 },
        { part: 'top', dimension: 'page', key: '/shop', value: 9, previous: 3 },
        { part: 'top', dimension: 'page', key: '/a', value: 5, previous: 7 },
        { part: 'top', dimension: 'search_term', key: 'linen', value: 2, previous: 1 },
        { part: 'top', dimension: 'planet', key: 'mars', value: 1, previous: 0 },
      ],
      rangeOf('2026-11-01', '2026-11-30'),
    );
    expect(analytics.tables.pages).toEqual([
      { key: '/shop', value: 9, previousValue: 3 },
      { key: '/a', value: 5, previousValue: 7 },
      { key: '/b', value: 5, previousValue: 0 },
    ]);
    expect(analytics.tables.searchTerms).toEqual([{ key: 'linen', value: 2, previousValue: 1 }]);
    expect(analytics.tables.referrers).toEqual([]);
  });

  it('writes conversion as visits with the event over visits', () => {
    expect(conversionRate(5, 200)).toBe(0.025);
    expect(conversionRate(0, 0)).toBe(0);
  });
});
