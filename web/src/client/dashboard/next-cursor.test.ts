import { describe, expect, it } from 'vitest';
import { nextCursor } from './next-cursor.ts';

describe('the next page of an export', () => {
  it('follow a new cursor, stop at the end and at a cursor seen before', () => {
    const seen = new Set<string>();
    expect(nextCursor(true, 'a', seen)).toBe('a');
    expect(nextCursor(true, 'b', seen)).toBe('b');
    expect(nextCursor(true, 'a', seen)).toBeNull();
    expect(nextCursor(false, 'c', seen)).toBeNull();
    expect(nextCursor(true, null, seen)).toBeNull();
    expect(nextCursor(true, '', seen)).toBeNull();
  });
});
