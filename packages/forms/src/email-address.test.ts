import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address.ts';

describe('isEmailAddress (SPEC sections 5 and 9)', () => {
  it.each(['user@domain.com', 'a@b.c', 'first.last+tag@sub.example.org'])('takes %s', (text) => {
    expect(isEmailAddress(text)).toBe(true);
  });

  it.each(['', 'a@', '@b.c', 'user@domain', 'user domain@x.com', 'user@@domain.com', 'user@ domain.com', 'ab'])(
    'refuses %j',
    (text) => {
      expect(isEmailAddress(text)).toBe(false);
    },
  );

  it('takes 256 characters and refuses 257', () => {
    const at256 = `${'a'.repeat(256 - '@domain.com'.length)}@domain.com`;
    expect(at256).toHaveLength(256);
    expect(isEmailAddress(at256)).toBe(true);
    expect(isEmailAddress(`a${at256}`)).toBe(false);
  });
});
