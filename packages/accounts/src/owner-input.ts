import { EMAIL_LENGTH, isEmailAddress } from '@atelier/forms';

/** An owner's name, as the dashboard greets them: 1 to 100 characters once trimmed. */
export const NAME_LENGTH = { min: 1, max: 100 } as const;

export { EMAIL_LENGTH };

export const OWNER_INPUT_MESSAGES = {
  nameRequired: 'Enter your name.',
  nameTooLong: `Your name can have at most ${NAME_LENGTH.max} characters.`,
  emailRequired: 'Enter your email address.',
  emailTooLong: `An email address has at most ${EMAIL_LENGTH.max} characters.`,
  emailInvalid: 'Enter an email address such as name@example.com.',
} as const;

export type InputCheck<T> = { ok: true; value: T } | { ok: false; message: string };

/** The name as kept (trimmed), or why not. */
export function checkOwnerName(name: string): InputCheck<string> {
  const trimmed = name.trim();
  if ([...trimmed].length < NAME_LENGTH.min) return { ok: false, message: OWNER_INPUT_MESSAGES.nameRequired };
  if ([...trimmed].length > NAME_LENGTH.max) return { ok: false, message: OWNER_INPUT_MESSAGES.nameTooLong };
  return { ok: true, value: trimmed };
}

/**
 * The email as kept (trimmed and in lower case: owners' emails compare without regard to case), or
 * why not: SPEC section 9's 3 to 256 characters and section 5's simple pattern.
 */
export function checkOwnerEmail(email: string): InputCheck<string> {
  const normal = email.trim().toLowerCase();
  if (!normal) return { ok: false, message: OWNER_INPUT_MESSAGES.emailRequired };
  if ([...normal].length > EMAIL_LENGTH.max) return { ok: false, message: OWNER_INPUT_MESSAGES.emailTooLong };
  if (!isEmailAddress(normal)) return { ok: false, message: OWNER_INPUT_MESSAGES.emailInvalid };
  return { ok: true, value: normal };
}
