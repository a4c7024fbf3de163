import { describe, expect, it } from 'vitest';
import { addDays, bucketStarts, changeRatio, lastDays, reportRange } from './report-range.ts';

describe('reportRange', () => {
  it('compares a range with the same number of days just before it', () => {
    expect(reportRange('2026-11-01', '2026-11-30')).toEqual({
      ok: true,
      value: {
        from: '2026-11-01',
        to: '2026-11-30',
        days: 30,
        previousFrom: '2026-10-02',
        previousTo: '2026-10-31',
        bucket: 'day',
      },
    });
  });

  it('draws one and two days hour by hour, three and more day by day', () => {
    const bucketOf = (from: string, to: string) =>
      (reportRange(from, to) as { value: { bucket: string } }).value.bucket;
    expect(bucketOf('2026-11-26', '2026-11-26')).toBe('hour');
    expect(bucketOf('2026-11-25', '2026-11-26')).toBe('hour');
    expect(bucketOf('2026-11-24', '2026-11-26')).toBe('day');
    const one = reportRange('2026-11-26', '2026-11-26');
    expect(one.ok && [one.value.previousFrom, one.value.previousTo]).toEqual(['2026-11-25', '2026-11-25']);
  });

  it('crosses months, leap days and years', () => {
    const leap = reportRange('2028-02-28', '2028-03-01');
    expect(leap.ok && leap.value.days).toBe(3);
    const year = reportRange('2028-01-01', '2028-12-31');
    expect(year.ok && [year.value.days, year.value.previousFrom, year.value.previousTo]).toEqual([
      366,
      '2026-12-31',
      '2027-12-31',
    ]);
    // Equal length, not the same calendar span: 2027 has 365 days, so the previous 366 start a day earlier.
  });

  it('refuses a reversed, too long, out-of-bounds or impossible range, naming the field', () => {
    expect(reportRange('2026-11-30', '2026-11-01')).toEqual({
      ok: false,
      field: 'to',
      message: 'The range ends before it starts: choose a last day on or after the first.',
    });
    expect(reportRange('2025-01-01', '2026-01-02')).toEqual({
      ok: false,
      field: 'to',
      message: 'A range is at most 366 days long; this one is 367.',
    });
    expect(reportRange('1999-12-31', '2000-01-02')).toMatchObject({ ok: false, field: 'from' });
    expect(reportRange('2026-02-30', '2026-03-02')).toEqual({
      ok: false,
      field: 'from',
      message: '2026-02-30 is not a day written YYYY-MM-DD.',
    });
    expect(reportRange('2026-11-01', '26-11-02')).toMatchObject({ ok: false, field: 'to' });
  });
});

describe('bucketStarts', () => {
  it('lists every hour of a day, and every day of a longer period', () => {
    const hours = bucketStarts('2026-11-26', '2026-11-26', 'hour');
    expect(hours).toHaveLength(24);
    expect([hours[0], hours[23]]).toEqual(['2026-11-26T00:00:00.000Z', '2026-11-26T23:00:00.000Z']);
    expect(bucketStarts('2026-10-30', '2026-11-01', 'day')).toEqual([
      '2026-10-30T00:00:00.000Z',
      '2026-10-31T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
    ]);
  });
});

describe('the dashboard’s choices', () => {
  it('ends the last n days today', () => {
    expect(lastDays('2026-11-26', 7)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(lastDays('2026-03-01', 30)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('gives change against the previous period, and none against nothing', () => {
    expect(changeRatio(150, 100)).toBe(0.5);
    expect(changeRatio(50, 100)).toBe(-0.5);
    expect(changeRatio(5, 0)).toBeNull();
  });
});
