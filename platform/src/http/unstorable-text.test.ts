import { describe, expect, it } from 'vitest';
import { LONE_SURROGATE_MESSAGE, NUL_BYTE_MESSAGE, unstorableString, unstorableTextIn } from './unstorable-text.ts';

describe('unstorableTextIn', () => {
  it('finds NUL characters in strings, keys and nested values', () => {
    expect(unstorableTextIn('a\u0000b')).toBe(NUL_BYTE_MESSAGE);
    expect(unstorableTextIn({ a: [{ b: 'x\u0000' }] })).toBe(NUL_BYTE_MESSAGE);
    expect(unstorableTextIn({ ['k\u0000']: 1 })).toBe(NUL_BYTE_MESSAGE);
  });

  it('finds lone surrogates, high or low, at either end or inside, in strings, keys and nested values', () => {
    for (const text of ['\ud800', 'a\udbffb', '\udc00', 'x\udfff', 'a\ud83d', '\ude00a', '\ude00\ud83d']) {
      expect(unstorableString(text), JSON.stringify(text)).toBe(LONE_SURROGATE_MESSAGE);
    }
    expect(unstorableTextIn({ input: { itemId: 'prod_\ud800' } })).toBe(LONE_SURROGATE_MESSAGE);
    expect(unstorableTextIn([['ok', ['\udfff']]])).toBe(LONE_SURROGATE_MESSAGE);
    expect(unstorableTextIn({ ['k\ud800']: 'v' })).toBe(LONE_SURROGATE_MESSAGE);
  });

  it('refuses what is nested too deep to examine', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(unstorableTextIn(deep)).toBe(NUL_BYTE_MESSAGE);
  });

  it('lets everything else through, surrogate pairs (emoji, astral letters) included', () => {
    expect(unstorableTextIn({ a: ['b', 1, null, true, { c: 'ü ☃' }] })).toBeUndefined();
    expect(unstorableTextIn({ emoji: '😀 \ud83d\ude00', gothic: '𐌰𐌱', keyed: { ['🧶']: '🪡' } })).toBeUndefined();
    expect(unstorableTextIn('\ufffd replacement character is fine')).toBeUndefined();
    expect(unstorableTextIn(undefined)).toBeUndefined();
  });
});
