import {
  type AnswerField,
  answerFields,
  FIELD_PARTS,
  type FormDefinition,
  LIKERT_SCALE_KEYS,
  type LikertField,
  type MultiPartType,
} from './form-definition.ts';
import type { FieldValue, FormValues } from './sanitise.ts';

/**
 * A submission as the owner reads it (SPEC section 3, Form summary values): one summary field per
 * answered-or-not field, shaped as the template language's summary-form-field formatter reads it
 * (type, rawTitle, value, values), and plain-text lines for email and CSV. The text of each type
 * follows that formatter's snippets: an address on its lines, "First Last", "+Country
 * Areacode-Prefix-Line", "Month/Day/Year", "Hour:Minute:Second Ampm" (00 for a blank), checked
 * boxes joined by commas, and likert questions with the label of their answer.
 */

/** Shown for an empty answer unless the site has its own wording (SPEC section 8). */
export const NO_ANSWER_TEXT = 'N/A';

export interface LikertEntry {
  question: string;
  answer: string;
}

interface SummaryBase {
  rawTitle: string;
  /** The answer as one line of text; the no-answer text when empty. */
  value: string;
}

export type SummaryField =
  | (SummaryBase & { type: MultiPartType; values: Readonly<Record<string, string>> })
  | (SummaryBase & { type: 'checkbox'; values: readonly string[] })
  | (SummaryBase & { type: 'likert'; values: readonly LikertEntry[] })
  | (SummaryBase & { type: 'radio' | 'select' | 'email' | 'text' | 'textarea' | 'hidden'; values: null });

export interface SummaryOptions {
  /** The site's productSummaryFormNoAnswerText; blank means the default. */
  noAnswerText?: string;
}

const asText = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '');
const asList = (value: FieldValue | undefined): readonly string[] => (Array.isArray(value) ? value : []);
const asMap = (value: FieldValue | undefined): Readonly<Record<string, string>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, string>) : {};
const joinFilled = (parts: readonly string[], separator: string) => parts.filter((part) => part !== '').join(separator);

function partsOf(type: MultiPartType, value: FieldValue | undefined): Record<string, string> {
  const list = asList(value);
  return Object.fromEntries(FIELD_PARTS[type].map((name, index) => [name, (list[index] ?? '').trim()]));
}

function partsText(type: MultiPartType, p: Record<string, string>): string {
  const part = (name: string) => p[name] ?? '';
  switch (type) {
    case 'address': {
      const cityLine = joinFilled([part('City'), joinFilled([part('State'), part('Zip'), part('Country')], ' ')], ', ');
      return joinFilled([part('Line1'), part('Line2'), cityLine], ', ');
    }
    case 'name':
      return joinFilled([part('First'), part('Last')], ' ');
    case 'phone': {
      const number = joinFilled([part('Areacode'), part('Prefix'), part('Line')], '-');
      return part('Country') ? `+${part('Country')} ${number}`.trim() : number;
    }
    case 'date':
      return `${part('Month')}/${part('Day')}/${part('Year')}`;
    case 'time':
      return `${part('Hour') || '00'}:${part('Minute') || '00'}:${part('Second') || '00'} ${part('Ampm')}`.trim();
  }
}

function likertEntries(field: LikertField, value: FieldValue | undefined): LikertEntry[] {
  const answers = asMap(value);
  const keys: readonly string[] = LIKERT_SCALE_KEYS;
  // In the form's order of questions; an answer off the scale reads as the middle, as the
  // template formatter does.
  return field.questions
    .filter((question) => Object.hasOwn(answers, question))
    .map((question) => ({ question, answer: field.scale[keys.indexOf(answers[question]!)] ?? field.scale[2] }));
}

/** One field's summary. */
export function summaryField(
  field: AnswerField,
  value: FieldValue | undefined,
  options: SummaryOptions = {},
): SummaryField {
  const noAnswer = options.noAnswerText?.trim() || NO_ANSWER_TEXT;
  const rawTitle = field.title;
  const orNoAnswer = (text: string, empty: boolean) => (empty ? noAnswer : text);
  switch (field.type) {
    case 'address':
    case 'name':
    case 'phone':
    case 'date':
    case 'time': {
      const values = partsOf(field.type, value);
      const empty = Object.values(values).every((part) => part === '');
      return { type: field.type, rawTitle, values, value: orNoAnswer(partsText(field.type, values), empty) };
    }
    case 'checkbox': {
      const values = asList(value).filter((item) => item.trim() !== '');
      return { type: field.type, rawTitle, values, value: orNoAnswer(values.join(', '), values.length === 0) };
    }
    case 'likert': {
      const values = likertEntries(field, value);
      const text = values.map((entry) => `${entry.question}: ${entry.answer}`).join('; ');
      return { type: field.type, rawTitle, values, value: orNoAnswer(text, values.length === 0) };
    }
    default: {
      const text = asText(value).trim();
      return { type: field.type, rawTitle, values: null, value: orNoAnswer(text, text === '') };
    }
  }
}

/** The summary of a submission, one entry per field in the form's order; sections are skipped. */
export function summariseSubmission(
  form: FormDefinition,
  values: FormValues,
  options: SummaryOptions = {},
): SummaryField[] {
  return answerFields(form).map((field) =>
    summaryField(field, Object.hasOwn(values, field.id) ? values[field.id] : undefined, options),
  );
}

/** "Title: answer", one line per field, for an email's text (a CSV row takes each field's value as its cell). */
export function summaryLines(fields: readonly SummaryField[]): string[] {
  return fields.map((field) => `${field.rawTitle}: ${field.value}`);
}

/**
 * A summary field as the lines it is shown in: an address on its lines as the formatter's snippet
 * sets them, a likert question with its answer per line, anything else its one-line value.
 */
export function summaryFieldLines(field: SummaryField): string[] {
  if (field.type === 'likert' && field.values.length)
    return field.values.map((entry) => `${entry.question}: ${entry.answer}`);
  if (field.type === 'address') {
    const p = field.values;
    const cityLine = joinFilled([p.City ?? '', joinFilled([p.State ?? '', p.Zip ?? '', p.Country ?? ''], ' ')], ', ');
    const lines = [p.Line1 ?? '', p.Line2 ?? '', cityLine].filter((line) => line !== '');
    if (lines.length) return lines;
  }
  return [field.value];
}
