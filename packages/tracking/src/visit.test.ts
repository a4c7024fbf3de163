import { describe, expect, it } from 'vitest';
import { nextVisit, VISIT_TIMEOUT_MS } from './visit.ts';

const NOW = 1_800_000_000_000;
const newId = () => 'new-id';
const record = (count: number, current = NOW - 5 * 60_000) => `old-id|1700000000000|1700000100000|${current}|${count}`;

describe('the visit rules (SPEC section 4)', () => {
  it('starts a new record with count 1 when there is none', () => {
    expect(nextVisit({ record: undefined, timestamp: undefined }, NOW, newId)).toEqual({
      record: { id: 'new-id', firstVisit: NOW, previousVisit: NOW, currentVisit: NOW, count: 1 },
      newVisit: true,
    });
  });

  it('starts a new record with count 1 when the one held is invalid, whatever the timestamp', () => {
    const state = nextVisit({ record: 'old-id|1|2|3', timestamp: String(NOW - 1000) }, NOW, newId);
    expect(state.record.count).toBe(1);
    expect(state.record.id).toBe('new-id');
  });

  it('goes on with the same visit while the timestamp is within 30 minutes', () => {
    const state = nextVisit({ record: record(4), timestamp: String(NOW - VISIT_TIMEOUT_MS + 1) }, NOW, newId);
    expect(state.newVisit).toBe(false);
    expect(state.record).toMatchObject({ id: 'old-id', count: 4, currentVisit: NOW - 5 * 60_000 });
  });

  it.each([
    ['gone (the cookie expired)', undefined],
    ['30 minutes old', String(NOW - VISIT_TIMEOUT_MS)],
    ['invalid (a leading zero)', `0${NOW - 1000}`],
  ])('raises the count by one and renews the visit when the timestamp is %s', (_, timestamp) => {
    const state = nextVisit({ record: record(4), timestamp }, NOW, newId);
    expect(state.newVisit).toBe(true);
    expect(state.record).toEqual({
      id: 'old-id',
      firstVisit: 1700000000000,
      previousVisit: NOW - 5 * 60_000,
      currentVisit: NOW,
      count: 5,
    });
  });
});
