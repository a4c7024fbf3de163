import { describe, expect, it } from 'vitest';
import { mailRetryDelayMs } from './mail-retries.ts';

describe('mailRetryDelayMs', () => {
  it('doubles from one minute and stops at two hours', () => {
    expect([1, 2, 3, 4].map(mailRetryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(mailRetryDelayMs(20)).toBe(120 * 60_000);
  });
});
