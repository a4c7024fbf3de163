import { describe, expect, it } from 'vitest';
import { bucketEnd, bucketStart, bucketsToRecompute } from './buckets.ts';

describe('roll-up buckets', () => {
  it('start on the UTC hour and the UTC day, and end where the next starts', () => {
    const at = new Date('2026-11-26T23:59:59.999Z');
    expect(bucketStart('hour', at).toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect(bucketStart('day', at).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(bucketEnd({ granularity: 'hour', start: bucketStart('hour', at) }).toISOString()).toBe(
      '2026-11-27T00:00:00.000Z',
    );
    expect(bucketEnd({ granularity: 'day', start: new Date('2026-12-31T00:00:00Z') }).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });

  it('to recompute are each touched hour and its day, once each, per site', () => {
    const buckets = bucketsToRecompute([
      { siteId: 'a', hour: new Date('2026-11-26T10:00:00Z') },
      { siteId: 'a', hour: new Date('2026-11-26T11:00:00Z') },
      { siteId: 'a', hour: new Date('2026-11-26T11:00:00Z') },
      { siteId: 'b', hour: new Date('2026-11-26T11:00:00Z') },
      { siteId: 'a', hour: new Date('2026-11-27T00:00:00Z') },
    ]);
    expect(buckets.map((b) => `${b.siteId} ${b.granularity} ${b.start.toISOString()}`)).toEqual([
      'a hour 2026-11-26T10:00:00.000Z',
      'a hour 2026-11-26T11:00:00.000Z',
      'b hour 2026-11-26T11:00:00.000Z',
      'a hour 2026-11-27T00:00:00.000Z',
      'a day 2026-11-26T00:00:00.000Z',
      'b day 2026-11-26T00:00:00.000Z',
      'a day 2026-11-27T00:00:00.000Z',
    ]);
  });
});
