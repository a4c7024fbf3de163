import { checkGiftCardRecipient } from '@atelier/commerce';
import { checkFormDefinition, sanitiseAnswers, validateAnswers, type FormDefinition } from '@atelier/forms';
import type { Outcome } from '@atelier/platform';
import { refuse } from '../../errors.ts';

export type EntryAnswersCheck = Outcome<string | null, 'ADDITIONAL_FIELDS_REQUIRED' | 'INVALID_ADDITIONAL_FIELDS'>;

/** Where an entry's answers are in the input of adding and of changing answers, down to the question at fault. */
const answersAt = (question?: string | null) => ['input', 'additionalFields', ...(question ? [question] : [])];

function definitionOf(json: string): FormDefinition | null {
  try {
    // The forms query's definitionJson does not repeat the form's id, which checking answers does not need.
    const checked = checkFormDefinition({ id: 'additional-fields', ...(JSON.parse(json) as Record<string, unknown>) });
    return checked.ok ? checked.form : null;
  } catch {
    return null;
  }
}

/**
 * An entry's answers to its product's additional-fields form, checked on the server as the
 * lightbox checks them in the browser (the forms package's rules), so that an entry never holds
 * answers the form would refuse. Answers the sanitised values, as stored.
 */
export function checkEntryAnswers(definitionJson: string, answersJson: string | null): EntryAnswersCheck {
  const form = definitionOf(definitionJson);
  // A form that cannot be read (deleted since, or broken) asks nothing.
  if (!form) return { ok: true, value: answersJson };
  if (answersJson === null) return refuse('ADDITIONAL_FIELDS_REQUIRED', answersAt());
  let raw: unknown;
  try {
    raw = JSON.parse(answersJson);
  } catch {
    return refuse('INVALID_ADDITIONAL_FIELDS', answersAt());
  }
  const sanitised = sanitiseAnswers(form, raw);
  if (!sanitised.ok) {
    const [problem] = sanitised.problems;
    return refuse('INVALID_ADDITIONAL_FIELDS', answersAt(problem?.field), problem);
  }
  const errors = validateAnswers(form, sanitised.values);
  const first = form.fields.find((field) => errors[field.id]);
  if (first)
    return refuse('INVALID_ADDITIONAL_FIELDS', answersAt(first.id), { message: `${first.title}: ${errors[first.id]}` });
  return { ok: true, value: JSON.stringify(sanitised.values) };
}

/** A gift card entry's answers (recipientEmail, giftMessage), checked by the gift card page's one rule. */
export function giftCardRecipientOf(answersJson: string): ReturnType<typeof checkGiftCardRecipient> {
  let answers: { recipientEmail?: unknown; giftMessage?: unknown } = {};
  try {
    answers = JSON.parse(answersJson) as typeof answers;
  } catch {
    // Unreadable answers read as none given, which the rule refuses.
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return checkGiftCardRecipient(text(answers.recipientEmail), text(answers.giftMessage));
}
