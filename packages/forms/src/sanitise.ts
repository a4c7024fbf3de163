import { type AnswerField, FIELD_PARTS, type FormDefinition, type FormField } from './form-definition.ts';

/**
 * Raw answers, as the browser gathers them or a request carries them, turned into the value shapes
 * of SPEC section 5 (Sanitising), one per field id. The server reads a submission through this
 * too, so an answer of the wrong JSON type or for a field the form does not have is reported, and
 * the submission refused, rather than dropped: what is stored is what the visitor sent.
 *
 * Raw answers per type: multi-part fields (address, date, name, time, phone) a list of their
 * parts' texts in order; checkbox a list of the checked values; radio the checked value, or a list
 * of checked values; select its value; likert an object of question to scale value ("-2" to "2");
 * text, email, textarea and hidden a text. A missing answer (or null) is an empty one.
 */

/** Multi-part fields and checkboxes: a list; likert: question to scale value; the rest: text. */
export type FieldValue = string | readonly string[] | Readonly<Record<string, string>>;
export type FormValues = Readonly<Record<string, FieldValue>>;

export interface AnswerProblem {
  /** The field id the answer was sent under; empty for the answers as a whole. */
  field: string;
  code: 'ANSWERS_INVALID' | 'UNKNOWN_FIELD' | 'WRONG_TYPE' | 'NO_ANSWER_EXPECTED';
  message: string;
}

export type SanitiseResult = { ok: true; values: FormValues } | { ok: false; problems: AnswerProblem[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const trimAll = (list: readonly string[]) => list.map((item) => item.trim());

type Sanitised = { value: FieldValue } | { expected: string };

function sanitiseParts(field: AnswerField, raw: unknown, count: number): Sanitised {
  let parts: string[];
  if (raw === undefined || raw === null) parts = Array<string>(count).fill('');
  else if (isTextList(raw) && raw.length === count) parts = trimAll(raw);
  // A 3-part phone's stored shape (an empty country code first) reads back as itself.
  else if (field.type === 'phone' && count === 3 && isTextList(raw) && raw.length === 4 && raw[0]!.trim() === '')
    return { value: trimAll(raw) };
  else return { expected: `a list of ${count} texts, one per part` };
  // The browser shows no country code on a 3-part phone; the stored list always has 4 parts.
  return { value: field.type === 'phone' && count === 3 ? ['', ...parts] : parts };
}

function sanitiseLikert(raw: unknown): Sanitised {
  if (raw === undefined || raw === null) return { value: {} };
  if (!isObject(raw) || !Object.values(raw).every((answer) => typeof answer === 'string'))
    return { expected: 'an object of question to answer' };
  // An unanswered question is left out, as an unchecked radio sends nothing. Which questions and
  // answers the field has is validation's concern, so a wrong one gets a message beside the field.
  const answered = Object.entries(raw as Record<string, string>)
    .map(([question, answer]) => [question, answer.trim()] as const)
    .filter(([, answer]) => answer !== '');
  return { value: Object.fromEntries(answered) };
}

function sanitiseField(field: AnswerField, raw: unknown): Sanitised {
  switch (field.type) {
    case 'address':
    case 'date':
    case 'name':
    case 'time':
      return sanitiseParts(field, raw, FIELD_PARTS[field.type].length);
    case 'phone':
      return sanitiseParts(field, raw, field.parts);
    case 'checkbox': {
      if (raw === undefined || raw === null) return { value: [] };
      if (!isTextList(raw)) return { expected: 'a list of the checked options' };
      // A box is checked once however often its value was sent.
      return { value: [...new Set(trimAll(raw).filter((value) => value !== ''))] };
    }
    case 'radio': {
      if (raw === undefined || raw === null) return { value: '' };
      if (typeof raw === 'string') return { value: raw.trim() };
      if (!isTextList(raw)) return { expected: 'the checked option' };
      return { value: (raw[0] ?? '').trim() };
    }
    case 'likert':
      return sanitiseLikert(raw);
    case 'select':
    case 'text':
    case 'email':
    case 'textarea':
    case 'hidden': {
      if (raw === undefined || raw === null) return { value: '' };
      if (typeof raw !== 'string') return { expected: 'text' };
      return { value: raw.trim() };
    }
  }
}

/** One field's raw answer in its stored shape, or what was expected instead. */
export function sanitiseAnswer(
  field: AnswerField,
  raw: unknown,
): { ok: true; value: FieldValue } | { ok: false; problem: AnswerProblem } {
  const result = sanitiseField(field, raw);
  if ('value' in result) return { ok: true, value: result.value };
  const title = field.title || field.id;
  return {
    ok: false,
    problem: {
      field: field.id,
      code: 'WRONG_TYPE',
      message: `The answer to "${title}" (${field.type}) should be ${result.expected}.`,
    },
  };
}

/**
 * Every field's answer in its stored shape, keyed by field id; sections are skipped. Fields left
 * out of the raw answers get an empty answer, which validation then judges.
 */
export function sanitiseAnswers(form: FormDefinition, raw: unknown): SanitiseResult {
  if (!isObject(raw))
    return {
      ok: false,
      problems: [
        { field: '', code: 'ANSWERS_INVALID', message: 'Form answers are sent as an object keyed by field id.' },
      ],
    };
  const byId = new Map<string, FormField>(form.fields.map((field) => [field.id, field]));
  const problems: AnswerProblem[] = [];
  for (const id of Object.keys(raw)) {
    const field = byId.get(id);
    if (!field)
      problems.push({ field: id, code: 'UNKNOWN_FIELD', message: `This form has no field with the id ${id}.` });
    else if (field.type === 'section' && raw[id] !== undefined && raw[id] !== null)
      problems.push({
        field: id,
        code: 'NO_ANSWER_EXPECTED',
        message: `"${field.title || id}" is a section heading and takes no answer.`,
      });
  }
  const values: [string, FieldValue][] = [];
  for (const field of form.fields) {
    if (field.type === 'section') continue;
    const result = sanitiseAnswer(field, Object.hasOwn(raw, field.id) ? raw[field.id] : undefined);
    if (result.ok) values.push([field.id, result.value]);
    else problems.push(result.problem);
  }
  return problems.length ? { ok: false, problems } : { ok: true, values: Object.fromEntries(values) };
}
