import { describe, expect, it } from 'vitest';
import { processCount } from './process-count.ts';

describe('processCount', () => {
  it('is one per core by default', () => {
    expect(processCount(undefined, 2)).toBe(2);
    expect(processCount('  ', 8)).toBe(8);
    expect(processCount(undefined, 1)).toBe(1);
    expect(processCount(undefined, 200)).toBe(64);
  });

  it('is the number asked for', () => {
    expect(processCount('1', 8)).toBe(1);
    expect(processCount(' 3 ', 2)).toBe(3);
    expect(processCount('64', 2)).toBe(64);
  });

  it('refuses what is not a number of processes, naming the setting', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '65', '2x'])
      expect(() => processCount(bad, 2)).toThrow(
        `ATELIER_PROCESSES: "${bad}" is not a number of processes from 1 to 64`,
      );
  });
});
