import { describe, expect, it } from 'vitest';
import { render } from '../test-render.ts';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 21, 12);

describe('relative-time', () => {
  it('counts in weeks from a week on, as the reference does', () => {
    expect(render('{t|relative-time}', { t: now + 11.5 * DAY }, { now }).output).toBe('in 2 weeks');
    expect(render('{t|relative-time}', { t: now - 3 * DAY }, { now }).output).toBe('3 days ago');
  });
  it('counts in days when told not to use weeks', () => {
    expect(render('{t|relative-time allowWeeks:false}', { t: now + 11.5 * DAY }, { now }).output).toBe('in 12 days');
  });
  it('measures between two timestamps', () => {
    expect(render('{a, b|relative-time}', { a: now, b: now + 2 * 3_600_000 }).output).toBe('in 2 hours');
  });
});
