import { type FieldErrors, type FormDefinition, type FormValues, sanitiseAnswers, validateAnswers } from '@atelier/forms';
import type { UserError } from '@atelier/platform';
import { FORM_ERRORS } from '../domain/form-errors.ts';

export type AnswersReading = { ok: true; values: FormValues } | { ok: false; userErrors: UserError[]; fieldErrors: FieldErrors };

/**
 * Answers as sent (JSON text keyed by field id) read against a form: parsed, sanitised into the value
 * shapes of SPEC section 5, then validated. The server check and the submission both read them so,
 * which is why the check can promise what the submission will say.
 */
export function readAnswers(form: FormDefinition, answersJson: string): AnswersReading {
  let raw: unknown;
  try {
    raw = JSON.parse(answersJson);
  } catch {
    return { ok: false, userErrors: [FORM_ERRORS.answersUnreadable], fieldErrors: {} };
  }
  const sanitised = sanitiseAnswers(form, raw);
  if (!sanitised.ok) {
    const known = new Set(form.fields.map((f) => f.id));
    const fieldErrors = Object.fromEntries(sanitised.problems.filter((p) => known.has(p.field)).map((p) => [p.field, p.message]));
    const userErrors = sanitised.problems.map((p) => ({ field: p.field ? ['answers', p.field] : ['answers'], code: p.code, message: p.message }));
    return { ok: false, userErrors, fieldErrors };
  }
  const fieldErrors = validateAnswers(form, sanitised.values);
  if (Object.keys(fieldErrors).length) return { ok: false, userErrors: [FORM_ERRORS.fieldsInvalid], fieldErrors };
  return { ok: true, values: sanitised.values };
}

export const fieldErrorList = (errors: FieldErrors) => Object.entries(errors).map(([fieldId, message]) => ({ fieldId, message }));
