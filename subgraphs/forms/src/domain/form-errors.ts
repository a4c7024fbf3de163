import { FORM_MESSAGES, SUBMISSION_STATUS_MESSAGES } from '@atelier/forms';
import type { UserError } from '@atelier/platform';

const error = (code: string, message: string, field: string[] | null = null): UserError => ({ field, code, message });

/**
 * Why a visitor's form request is refused. The texts of SPEC section 8 are used where it has one;
 * the others say what to do next, since a visitor can only reload or try again.
 */
export const FORM_ERRORS = {
  formNotFound: error('FORM_NOT_FOUND', SUBMISSION_STATUS_MESSAGES[404]!, ['formId']),
  keyInvalid: error('SUBMISSION_KEY_INVALID', 'This form’s submission key is not valid or has expired. Please reload the page and try again.', ['key']),
  keyUsed: error('SUBMISSION_KEY_USED', 'This form was already sent with this submission key. Please reload the page to send it again.', ['key']),
  captchaRequired: error('CAPTCHA_REQUIRED', FORM_MESSAGES.captchaRequired, ['captchaKey']),
  captchaInvalid: error('CAPTCHA_INVALID', 'The CAPTCHA could not be verified. Please complete it again.', ['captchaKey']),
  captchaUnavailable: error('CAPTCHA_UNAVAILABLE', 'This form’s CAPTCHA could not be checked just now. Please try again later.', ['captchaKey']),
  answersUnreadable: error('ANSWERS_INVALID', FORM_MESSAGES.parseError, ['answers']),
  fieldsInvalid: error('FIELDS_INVALID', FORM_MESSAGES.fieldsInvalid, ['answers']),
  rateLimited: error('RATE_LIMITED', SUBMISSION_STATUS_MESSAGES[429]!),
  keysRateLimited: error('RATE_LIMITED', 'Too many form submission keys were asked for. Please try again in a few minutes.'),
} as const;
