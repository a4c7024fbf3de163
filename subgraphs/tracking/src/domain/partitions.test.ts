import { describe, expect, it } from 'vitest';
import {
  dayOfPartition,
  daysAhead,
  partitionName,
  partitionsPastRetention,
  startOfUtcDay,
  utcDay,
} from './partitions.ts';

describe('daily partitions', () => {
  it('are named by their UTC day, whatever the hour', () => {
    expect(partitionName(new Date('2026-11-26T00:00:00Z'))).toBe('event_20261126');
    expect(partitionName(new Date('2026-11-26T23:59:59.999Z'))).toBe('event_20261126');
    expect(utcDay(new Date('2026-12-31T23:30:00-05:00'))).toBe('2027-01-01');
    expect(startOfUtcDay(new Date('2026-11-26T13:14:15Z')).toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });

  it('give their day back from their names, and nothing for other tables', () => {
    expect(dayOfPartition('event_20261126')?.toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(dayOfPartition('event_20260230')).toBeUndefined();
    expect(dayOfPartition('event_default')).toBeUndefined();
    expect(dayOfPartition('rollup')).toBeUndefined();
  });

  it('are made for today and the days ahead, across a month end', () => {
    expect(daysAhead(new Date('2026-11-29T22:00:00Z'), 2).map(partitionName)).toEqual([
      'event_20261129',
      'event_20261130',
      'event_20261201',
    ]);
  });

  it('are dropped once older than the retention, counted in whole UTC days before today', () => {
    const names = ['event_20261026', 'event_20261027', 'event_20261125', 'event_20261126', 'rollup'];
    expect(partitionsPastRetention(names, new Date('2026-11-26T10:00:00Z'), 30)).toEqual(['event_20261026']);
    expect(partitionsPastRetention(names, new Date('2026-11-26T10:00:00Z'), 1)).toEqual([
      'event_20261026',
      'event_20261027',
    ]);
  });
});
