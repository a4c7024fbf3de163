import { describe, expect, it } from 'vitest';
import { nextAttemptAt, RETRY } from './retry-schedule.ts';

const at = (iso: string) => new Date(iso);

describe('nextAttemptAt', () => {
  const event = at('2026-11-26T10:00:00Z');
  it('waits 30 s after the first failure, doubling after each', () => {
    expect(nextAttemptAt(event, 1, event)).toEqual(at('2026-11-26T10:00:30Z'));
    expect(nextAttemptAt(event, 2, event)).toEqual(at('2026-11-26T10:01:00Z'));
    expect(nextAttemptAt(event, 5, event)).toEqual(at('2026-11-26T10:08:00Z'));
  });
  it('never waits more than 6 hours', () => {
    expect(nextAttemptAt(event, 20, event)).toEqual(at('2026-11-26T16:00:00Z'));
  });
  it('gives up once the next attempt would fall past 24 hours after the event', () => {
    expect(nextAttemptAt(event, 12, at('2026-11-27T03:59:59Z'))).toEqual(at('2026-11-27T09:59:59Z'));
    expect(nextAttemptAt(event, 12, at('2026-11-27T04:00:01Z'))).toBeNull();
  });
  it('posts 13 times over its day, as the docs say', () => {
    let now = event;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const next = nextAttemptAt(event, attempts, now);
      if (!next) break;
      now = next;
    }
    expect(attempts).toBe(13);
    expect(now.getTime() - event.getTime()).toBeLessThanOrEqual(RETRY.giveUpAfterHours * 3600 * 1000);
  });
});
