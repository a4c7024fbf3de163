import { describe, expect, it } from 'vitest';
import { instantOfWallTime, wallTimeIn } from './zoned-time.ts';

describe('wall-clock times of a site’s time zone', () => {
  it('read and write the same instant', () => {
    expect(instantOfWallTime('2026-12-05T18:30', 'America/New_York')).toBe('2026-12-05T23:30:00.000Z');
    expect(wallTimeIn(Date.parse('2026-12-05T23:30:00Z'), 'America/New_York')).toBe('2026-12-05T18:30');
    expect(instantOfWallTime('2026-07-01T09:00', 'Europe/Paris')).toBe('2026-07-01T07:00:00.000Z');
    expect(instantOfWallTime('2026-01-01T00:00', 'UTC')).toBe('2026-01-01T00:00:00.000Z');
    expect(wallTimeIn(Date.parse('2026-01-01T00:00:00Z'), 'Asia/Tokyo')).toBe('2026-01-01T09:00');
  });

  it('cross a change of the clocks', () => {
    expect(instantOfWallTime('2026-03-08T01:30', 'America/New_York')).toBe('2026-03-08T06:30:00.000Z');
    expect(instantOfWallTime('2026-03-08T03:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(instantOfWallTime('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
  });

  it('refuse what is no wall-clock time', () => {
    expect(instantOfWallTime('', 'UTC')).toBeNull();
    expect(instantOfWallTime('2026-12-05 18:30', 'UTC')).toBeNull();
    expect(instantOfWallTime('2026-12-05T18:30:00Z', 'UTC')).toBeNull();
  });
});
