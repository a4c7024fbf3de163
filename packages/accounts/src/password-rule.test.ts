import { describe, expect, it } from 'vitest';
import { checkNewPassword, PASSWORD_MESSAGES } from './password-rule.ts';

const owner = { email: 'Ada.Lovelace@example.com' };
const problemOf = (password: string) => {
  const check = checkNewPassword(password, owner);
  return check.ok ? 'ok' : check.problem;
};

describe('checkNewPassword', () => {
  it('takes 10 characters and refuses 9', () => {
    expect(problemOf('lantern-91')).toBe('ok');
    expect(problemOf('lantern-9')).toBe('tooShort');
  });

  it('counts characters as a person does, so nine emoji and a letter are ten', () => {
    expect(problemOf('🌿🌿🌿🌿🌿🌿🌿🌿🌿a')).toBe('ok');
    expect(problemOf('🌿🌿🌿🌿🌿🌿🌿🌿a')).toBe('tooShort');
  });

  it('takes 128 characters and refuses 129', () => {
    expect(problemOf(`${'correct horse '.repeat(9)}ab`.slice(0, 128))).toBe('ok');
    expect(problemOf(`${'correct horse '.repeat(10)}`.slice(0, 129))).toBe('tooLong');
  });

  it('refuses the email address or its name part, in any case', () => {
    expect(problemOf('ada.lovelace@example.com')).toBe('isEmail');
    expect(problemOf('ADA.LOVELACE')).toBe('isEmail');
    expect(problemOf('ada.lovelace-1815')).toBe('ok');
  });

  it('refuses a common password in any case, and one character repeated', () => {
    expect(problemOf('Password123')).toBe('common');
    expect(problemOf('QWERTYUIOP')).toBe('common');
    expect(problemOf('zzzzzzzzzzzz')).toBe('common');
  });

  it('answers the words the page shows', () => {
    expect(checkNewPassword('short', owner)).toEqual({
      ok: false,
      problem: 'tooShort',
      message: PASSWORD_MESSAGES.tooShort,
    });
    expect(PASSWORD_MESSAGES.tooShort).toBe('Use at least 10 characters for your password.');
  });
});
