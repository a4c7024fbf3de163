import {
  type FieldErrors,
  type FormDefinition,
  type FormValues,
  sanitiseAnswers,
  validateAnswers,
} from '@atelier/forms';
import { ok, type Outcome } from '@atelier/platform';
import { refuse, userError } from '../errors.ts';
import type { FormsErrorCode } from '../generated/resolvers-types.ts';

/** Answers read against a form: their values, or why not, with each field's message where one is at fault. */
export type AnswersReading = Outcome<FormValues, FormsErrorCode, { fieldErrors: FieldErrors }>;

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
    return refuse('ANSWERS_INVALID', ['answers']);
  }
  const sanitised = sanitiseAnswers(form, raw);
  if (!sanitised.ok) {
    const known = new Set(form.fields.map((f) => f.id));
    const fieldErrors = Object.fromEntries(
      sanitised.problems.filter((p) => known.has(p.field)).map((p) => [p.field, p.message]),
    );
    const errors = sanitised.problems.map((p) => userError(p.code, p.field ? ['answers', p.field] : ['answers'], p));
    return { ok: false, errors, fieldErrors };
  }
  const fieldErrors = validateAnswers(form, sanitised.values);
  if (Object.keys(fieldErrors).length) return { ...refuse('FIELDS_INVALID', ['answers']), fieldErrors };
  return ok(sanitised.values);
}

export const fieldErrorList = (errors: FieldErrors = {}) =>
  Object.entries(errors).map(([fieldId, message]) => ({ fieldId, message }));
