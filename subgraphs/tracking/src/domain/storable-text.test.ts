import { describe, expect, it } from 'vitest';
import { isStorable, storableText } from './storable-text.ts';

describe('text PostgreSQL can store', () => {
  it('loses its NUL characters and lone surrogates, and keeps surrogate pairs', () => {
    expect(storableText('a\u0000b\ud800c\udc00d 😀')).toBe('abcd 😀');
    expect(isStorable('a 😀')).toBe(true);
    expect(isStorable('a\u0000')).toBe(false);
    expect(isStorable('\udfff')).toBe(false);
    expect(isStorable('a 😀')).toBe(true);
  });
});
