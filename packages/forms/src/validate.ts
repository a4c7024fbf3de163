import { isEmailAddress } from './email-address.ts';
import {
  type AnswerField,
  answerFields,
  characterCount,
  FORM_LIMITS,
  type FormDefinition,
  LIKERT_SCALE_KEYS,
} from './form-definition.ts';
import { emailInvalidMessage, FIELD_MESSAGES } from './form-messages.ts';
import type { FieldValue, FormValues } from './sanitise.ts';

/**
 * The checks of SPEC section 5 (Forms, Email field, Text area max length, which a text field with
 * a limit shares) on sanitised answers. The browser runs them before sending (the form island and
 * the add-to-cart lightbox), and the server runs the same ones after (the forms subgraph, and the
 * cart on an entry's answers), so the messages beside the fields are the same everywhere.
 */

/** A message per field id, for the fields that are not right (SPEC section 3: keyed by field id). */
export type FieldErrors = Record<string, string>;

type Shape =
  | { kind: 'text'; text: string }
  | { kind: 'list'; list: readonly string[] }
  | { kind: 'map'; map: Readonly<Record<string, string>> }
  | { kind: 'unreadable' };

function shapeOf(value: FieldValue | undefined, expected: Shape['kind']): Shape {
  if (value === undefined) {
    if (expected === 'text') return { kind: 'text', text: '' };
    return expected === 'list' ? { kind: 'list', list: [] } : { kind: 'map', map: {} };
  }
  if (expected === 'text' && typeof value === 'string') return { kind: 'text', text: value };
  if (expected === 'list' && Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return { kind: 'list', list: value };
  if (
    expected === 'map' &&
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  ) {
    return { kind: 'map', map: value as Readonly<Record<string, string>> };
  }
  return { kind: 'unreadable' };
}

const EXPECTED_SHAPE: Record<AnswerField['type'], Shape['kind']> = {
  address: 'list',
  date: 'list',
  name: 'list',
  time: 'list',
  phone: 'list',
  checkbox: 'list',
  likert: 'map',
  radio: 'text',
  select: 'text',
  text: 'text',
  email: 'text',
  textarea: 'text',
  hidden: 'text',
};

function isEmpty(shape: Exclude<Shape, { kind: 'unreadable' }>): boolean {
  // A multi-part field counts as answered when any one part is (SPEC section 5).
  if (shape.kind === 'text') return shape.text.trim() === '';
  if (shape.kind === 'list') return shape.list.every((item) => item.trim() === '');
  return Object.keys(shape.map).length === 0;
}

function size(shape: Exclude<Shape, { kind: 'unreadable' }>): number {
  if (shape.kind === 'text') return characterCount(shape.text);
  if (shape.kind === 'list') return shape.list.reduce((sum, item) => sum + characterCount(item), 0);
  return Object.entries(shape.map).reduce(
    (sum, [question, answer]) => sum + characterCount(question) + characterCount(answer),
    0,
  );
}

function typeRule(field: AnswerField, shape: Exclude<Shape, { kind: 'unreadable' }>): string | null {
  switch (field.type) {
    case 'checkbox':
      return shape.kind === 'list' && shape.list.some((value) => !field.options.includes(value))
        ? FIELD_MESSAGES.notAnOption
        : null;
    case 'radio':
    case 'select':
      return shape.kind === 'text' && shape.text !== '' && !field.options.includes(shape.text)
        ? FIELD_MESSAGES.notAnOption
        : null;
    case 'likert': {
      if (shape.kind !== 'map') return null;
      const scale: readonly string[] = LIKERT_SCALE_KEYS;
      const wrong = Object.entries(shape.map).some(
        ([question, answer]) => !field.questions.includes(question) || !scale.includes(answer),
      );
      return wrong ? FIELD_MESSAGES.notAnOption : null;
    }
    case 'email':
      return shape.kind === 'text' && !isEmailAddress(shape.text) ? emailInvalidMessage() : null;
    case 'text':
    case 'textarea':
      return shape.kind === 'text' && field.maxLength !== null && characterCounter(shape.text, field.maxLength).over
        ? FIELD_MESSAGES.overCharacterLimit
        : null;
    default:
      return null;
  }
}

/** The message beside one field, or null when its answer is right. */
export function validateAnswer(field: AnswerField, value: FieldValue | undefined): string | null {
  const shape = shapeOf(value, EXPECTED_SHAPE[field.type]);
  if (shape.kind === 'unreadable') return FIELD_MESSAGES.unreadable;
  // A blank answer to a field that is not required is right whatever its type (an email too).
  if (isEmpty(shape)) return field.required ? FIELD_MESSAGES.required : null;
  const problem = typeRule(field, shape);
  if (problem) return problem;
  // Last, so a text field over its own limit says so rather than this.
  return size(shape) > FORM_LIMITS.answerLength ? FIELD_MESSAGES.answerTooLong : null;
}

/** Every field's message, keyed by field id; empty when the form may be sent. */
export function validateAnswers(form: FormDefinition, values: FormValues): FieldErrors {
  const errors: [string, string][] = [];
  for (const field of answerFields(form)) {
    const message = validateAnswer(field, Object.hasOwn(values, field.id) ? values[field.id] : undefined);
    if (message) errors.push([field.id, message]);
  }
  return Object.fromEntries(errors);
}

/**
 * The counter under a text area or a text field with a limit: characters used of the limit, and
 * whether it is over (SPEC section 5). The check above is this same count, on the trimmed text,
 * so the counter, the browser's check and the server's never disagree.
 */
export function characterCounter(
  value: string,
  maxLength: number | null,
): { used: number; max: number; over: boolean } {
  const used = characterCount(value.trim());
  const max = maxLength ?? FORM_LIMITS.answerLength;
  return { used, max, over: used > max };
}

/**
 * Hidden fields' values from the page's query string (SPEC section 5), keyed by field id; empty
 * when the page's address does not carry its key.
 */
export function hiddenFieldValues(
  form: FormDefinition,
  searchParams: URLSearchParams | string,
): Record<string, string> {
  const params = typeof searchParams === 'string' ? new URLSearchParams(searchParams) : searchParams;
  const values: [string, string][] = [];
  for (const field of form.fields) {
    if (field.type !== 'hidden') continue;
    // Cut to the bound: the visitor did not type it and could not shorten it, so an over-long
    // link would otherwise make the form impossible to send.
    values.push([field.id, [...(params.get(field.queryKey) ?? '')].slice(0, FORM_LIMITS.answerLength).join('')]);
  }
  return Object.fromEntries(values);
}
