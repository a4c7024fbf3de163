import { describe, expect, it } from 'vitest';
import { OWNER_INPUT_MESSAGES, PASSWORD_MESSAGES } from '@atelier/accounts';
import { parseNewOwner } from './owner-input.ts';

describe('parseNewOwner', () => {
  it('keeps the name trimmed and the email lower-cased', () => {
    expect(parseNewOwner({ name: ' Ada ', email: 'Ada@Example.com', password: 'lantern-harbour' })).toEqual({
      ok: true,
      value: { name: 'Ada', email: 'ada@example.com', password: 'lantern-harbour' },
    });
  });

  it('answers every problem at once, each at its field with its code and the rule’s words', () => {
    const parsed = parseNewOwner({ name: '', email: 'not-an-email', password: 'x'.repeat(129) });
    expect(parsed.ok ? [] : parsed.errors).toEqual([
      { field: ['input', 'name'], code: 'NAME_INVALID', message: OWNER_INPUT_MESSAGES.nameRequired },
      { field: ['input', 'email'], code: 'EMAIL_INVALID', message: OWNER_INPUT_MESSAGES.emailInvalid },
      { field: ['input', 'password'], code: 'PASSWORD_TOO_LONG', message: PASSWORD_MESSAGES.tooLong },
    ]);
  });

  it('refuses a password that is the email as weak', () => {
    const parsed = parseNewOwner({ name: 'Ada', email: 'ada.lovelace@example.com', password: 'Ada.Lovelace' });
    expect(parsed.ok ? [] : parsed.errors).toEqual([
      { field: ['input', 'password'], code: 'PASSWORD_WEAK', message: PASSWORD_MESSAGES.isEmail },
    ]);
  });
});
