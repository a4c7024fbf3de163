import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pageSizeOf } from './cursor.ts';

describe('cursors', () => {
  it('round-trip a sort key and refuse anything else', () => {
    expect(decodeCursor(encodeCursor([3, 'Mug', 'prod_mug']))).toEqual([3, 'Mug', 'prod_mug']);
    for (const bad of [
      '',
      'nope',
      Buffer.from('[1,2,3]').toString('base64url'),
      Buffer.from('{"a":1}').toString('base64url'),
      'x'.repeat(2000),
    ])
      expect(decodeCursor(bad)).toBeUndefined();
  });
  it('caps page sizes at 100', () => {
    expect(pageSizeOf(undefined)).toBe(20);
    expect(pageSizeOf(100)).toBe(100);
    expect(pageSizeOf(101)).toBeUndefined();
    expect(pageSizeOf(0)).toBeUndefined();
  });
});
