import { describe, expect, it } from 'vitest';
import { containsNulByte } from './nul-bytes.ts';

describe('containsNulByte', () => {
  it('finds NUL characters in strings, keys and nested values', () => {
    expect(containsNulByte('a\u0000b')).toBe(true);
    expect(containsNulByte({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsNulByte({ ['k\u0000']: 1 })).toBe(true);
  });
  it('refuses what is nested too deep to examine', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(containsNulByte(deep)).toBe(true);
  });
  it('lets everything else through', () => {
    expect(containsNulByte({ a: ['b', 1, null, true, { c: 'ü ☃' }] })).toBe(false);
    expect(containsNulByte(undefined)).toBe(false);
  });
});
