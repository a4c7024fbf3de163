import { describe, expect, it } from 'vitest';
import { readUnlockKeys, unlockKeyFor, writeUnlockKeys } from './unlock-keys.ts';

describe('unlock keys', () => {
  it('round-trips keys and changes with the password hash', () => {
    const key = unlockKeyFor('col_a', 'scrypt$1');
    expect(key).toHaveLength(43);
    expect(unlockKeyFor('col_a', 'scrypt$2')).not.toBe(key);
    expect(readUnlockKeys(writeUnlockKeys(new Map([['col_a', key]])))).toEqual(new Map([['col_a', key]]));
  });

  it('ignores what is not a key', () => {
    const key = unlockKeyFor('col_a', 'h');
    expect(readUnlockKeys(`col_a.${key},bad,\u0000x.${key},col b.${key}`)).toEqual(new Map([['col_a', key]]));
    expect(readUnlockKeys(undefined).size).toBe(0);
    expect(readUnlockKeys('x'.repeat(5000)).size).toBe(0);
  });
});
