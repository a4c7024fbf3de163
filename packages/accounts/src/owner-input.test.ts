import { describe, expect, it } from 'vitest';
import { checkOwnerEmail, checkOwnerName, OWNER_INPUT_MESSAGES } from './owner-input.ts';

describe('checkOwnerName', () => {
  it('keeps the name trimmed', () => {
    expect(checkOwnerName('  Ada Lovelace ')).toEqual({ ok: true, value: 'Ada Lovelace' });
  });
  it('refuses an empty or blank name, and one over 100 characters', () => {
    expect(checkOwnerName('   ')).toEqual({ ok: false, message: OWNER_INPUT_MESSAGES.nameRequired });
    expect(checkOwnerName('a'.repeat(100)).ok).toBe(true);
    expect(checkOwnerName('a'.repeat(101))).toEqual({ ok: false, message: OWNER_INPUT_MESSAGES.nameTooLong });
  });
});

describe('checkOwnerEmail (SPEC section 9: 3 to 256 characters)', () => {
  it('keeps the address trimmed and in lower case', () => {
    expect(checkOwnerEmail(' Ada@Example.COM ')).toEqual({ ok: true, value: 'ada@example.com' });
  });
  it('takes 256 characters and refuses 257', () => {
    const at256 = `${'a'.repeat(256 - '@example.com'.length)}@example.com`;
    expect(checkOwnerEmail(at256).ok).toBe(true);
    expect(checkOwnerEmail(`a${at256}`)).toEqual({ ok: false, message: OWNER_INPUT_MESSAGES.emailTooLong });
  });
  it('refuses an empty or malformed address', () => {
    expect(checkOwnerEmail('')).toEqual({ ok: false, message: OWNER_INPUT_MESSAGES.emailRequired });
    for (const text of ['ada', 'ada@example', 'ada @example.com', '@example.com'])
      expect(checkOwnerEmail(text), text).toEqual({ ok: false, message: OWNER_INPUT_MESSAGES.emailInvalid });
  });
});
