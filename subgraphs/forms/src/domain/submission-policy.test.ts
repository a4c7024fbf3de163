import { describe, expect, it } from 'vitest';
import { ownerCopyRetryDelayMs } from './submission-policy.ts';

describe('ownerCopyRetryDelayMs', () => {
  it('doubles from a minute, and stops growing at two hours', () => {
    expect([1, 2, 3, 4].map(ownerCopyRetryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(ownerCopyRetryDelayMs(20)).toBe(120 * 60_000);
  });
});
