import { COMMON_PASSWORDS } from './common-passwords.ts';

/**
 * How long a new password may be. At least 10 characters (a passphrase of three words passes); at
 * most 128, which no password manager exceeds, so that hashing never meets a megabyte of text.
 */
export const PASSWORD_LENGTH = { min: 10, max: 128 } as const;

/** The words of the password rule, which the sign-up page shows and the server answers with. */
export const PASSWORD_MESSAGES = {
  hint: `At least ${PASSWORD_LENGTH.min} characters; not your email address and not a common password.`,
  tooShort: `Use at least ${PASSWORD_LENGTH.min} characters for your password.`,
  tooLong: `Use at most ${PASSWORD_LENGTH.max} characters for your password.`,
  isEmail: 'Your password cannot be your email address.',
  common: 'This password is too common: it is among the first an attacker tries. Choose another.',
} as const;

export type PasswordProblem = keyof Omit<typeof PASSWORD_MESSAGES, 'hint'>;

export type PasswordCheck = { ok: true } | { ok: false; problem: PasswordProblem; message: string };

const refused = (problem: PasswordProblem): PasswordCheck => ({
  ok: false,
  problem,
  message: PASSWORD_MESSAGES[problem],
});

/**
 * Whether a new password will do, for the owner of this email (on the server and, before it is sent,
 * in the browser). Length counts characters as a person does (an emoji is one).
 */
export function checkNewPassword(password: string, owner: { email: string }): PasswordCheck {
  const length = [...password].length;
  if (length < PASSWORD_LENGTH.min) return refused('tooShort');
  if (length > PASSWORD_LENGTH.max) return refused('tooLong');
  const lower = password.toLowerCase();
  const email = owner.email.trim().toLowerCase();
  const localPart = email.slice(0, email.lastIndexOf('@'));
  if (email && (lower === email || (localPart.length > 0 && lower === localPart))) return refused('isEmail');
  // One character over and over is as common as any word on the list.
  if (COMMON_PASSWORDS.has(lower) || new Set(lower).size === 1) return refused('common');
  return { ok: true };
}
