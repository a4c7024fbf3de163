import { isEmailAddress } from './email-address.ts';
import { FORM_LIMITS } from './form-definition.ts';

/**
 * The words a visitor reads about a form (SPEC sections 5 and 8), kept in one place so the page,
 * the browser's checks and the server's answers say the same thing.
 */

/** Beside a field (SPEC section 5). */
export const FIELD_MESSAGES = {
  required: 'Required',
  /** Kept as the spec words it; {email} is filled in by emailInvalidMessage. */
  emailInvalidTemplate: 'Email is not valid. Email addresses should follow the format {email}.',
  /** SPEC section 5's text-area words, for a text field over its limit too. */
  overCharacterLimit: 'You have exceeded the character limit',
  // The next three are not in the spec: a browser showing the form never sends such an answer,
  // only a hand-made request does, and it is refused with a plain reason.
  notAnOption: 'Choose one of the options shown.',
  unreadable: 'This answer could not be read.',
  answerTooLong: `This answer is too long: at most ${FORM_LIMITS.answerLength.toLocaleString('en-US')} characters.`,
} as const;

/** The address the email message gives as its example. */
export const EXAMPLE_EMAIL = 'user@domain.com';

export function emailInvalidMessage(example: string = EXAMPLE_EMAIL): string {
  return FIELD_MESSAGES.emailInvalidTemplate.replace('{email}', example);
}

/** About the form as a whole (SPEC section 8). */
export const FORM_MESSAGES = {
  submitting: 'Submitting…',
  saving: 'Saving…',
  processingError: 'Error processing form submission. Please reload and try again.',
  unknownError: 'Unknown error, please try again later.',
  captchaRequired: 'Complete CAPTCHA before submitting.',
  submissionKeyError: 'Could not get a form submission key, please try again later.',
  parseError: 'Could not parse the form fields, please check your entries.',
  fieldsInvalid: 'One or more fields is invalid, please check your entries.',
  /** Shown above the form when the problem is below. */
  problemBelow: 'Your form has encountered a problem. Please scroll down to review.',
  /** Shown below the form when the problem is above. */
  problemAbove: 'Your form has encountered a problem. Please scroll up to review.',
} as const;

/** What a failed submission says by its HTTP status, whatever the server sent (SPEC section 8). */
export const SUBMISSION_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: 'Unable to submit form. Please try again later.',
  404: 'This form has not been configured yet.',
  429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  500: 'Unable to send form. Please try again later.',
};

export type SubmissionFailure =
  | { kind: 'fields'; message: string; errors: Record<string, string> }
  | { kind: 'message'; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// A server's text is shown as it is; a page of HTML from a proxy is not a message.
const SERVER_TEXT_MAX = 500;

function serverText(body: unknown): string {
  const text =
    typeof body === 'string'
      ? body
      : isObject(body)
        ? [body.error, body.message].find((v) => typeof v === 'string')
        : undefined;
  const trimmed = typeof text === 'string' ? text.trim() : '';
  return trimmed && trimmed.length <= SERVER_TEXT_MAX && !trimmed.startsWith('<') ? trimmed : '';
}

function fieldErrors(body: unknown): Record<string, string> {
  if (!isObject(body) || !isObject(body.errors)) return {};
  return Object.fromEntries(
    Object.entries(body.errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}

/**
 * What the form shows after the server refused a submission: the named statuses have their own
 * text; a 400 with an errors map shows each message above its field; otherwise the server's
 * error text, or a general one when it sent none.
 */
export function submissionFailureMessage(status: number, body: unknown): SubmissionFailure {
  const named = SUBMISSION_STATUS_MESSAGES[status];
  if (named) return { kind: 'message', message: named };
  if (status === 400) {
    const errors = fieldErrors(body);
    if (Object.keys(errors).length) return { kind: 'fields', message: FORM_MESSAGES.fieldsInvalid, errors };
  }
  return { kind: 'message', message: serverText(body) || FORM_MESSAGES.unknownError };
}

/** The restock sign-up (SPEC sections 4 and 5). */
export const RESTOCK_MESSAGES = {
  emailBlank: 'Email cannot be blank',
  emailInvalid: 'Email is invalid',
  captchaRequired: FORM_MESSAGES.captchaRequired,
  success: 'Signed up!',
} as const;

export function checkRestockEmail(email: string): { ok: true; email: string } | { ok: false; message: string } {
  const address = email.trim();
  if (!address) return { ok: false, message: RESTOCK_MESSAGES.emailBlank };
  if (!isEmailAddress(address)) return { ok: false, message: RESTOCK_MESSAGES.emailInvalid };
  return { ok: true, email: address };
}

/** The owner's success text when there is one, else the default. */
export function restockSuccessText(custom: string | null | undefined): string {
  return custom?.trim() || RESTOCK_MESSAGES.success;
}
