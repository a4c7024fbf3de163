import { describe, expect, it } from 'vitest';
import { stopDrainMs } from './termination.ts';

describe('stopDrainMs', () => {
  it('is 10 s unless ATELIER_STOP_DRAIN_MS says otherwise, in whole milliseconds up to ten minutes', () => {
    expect(stopDrainMs(undefined)).toBe(10_000);
    expect(stopDrainMs(' ')).toBe(10_000);
    expect(stopDrainMs('0')).toBe(0);
    expect(stopDrainMs(' 25000 ')).toBe(25_000);
    expect(stopDrainMs('600000')).toBe(600_000);
  });

  it('refuses anything else, naming the variable', () => {
    for (const value of ['10s', '-1', '1.5', '600001', 'Infinity']) {
      expect(() => stopDrainMs(value), value).toThrow(
        `ATELIER_STOP_DRAIN_MS: "${value}" is not a number of milliseconds from 0 to 600000`,
      );
    }
  });
});
