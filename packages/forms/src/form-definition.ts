/**
 * A form as its owner defines it (SPEC section 3, Form): the same definition drives the page that
 * shows the form, the browser's checks and the server's, so it is read once here, from whatever
 * JSON was stored or sent, into one typed shape with every default filled in.
 */

export const FIELD_TYPES = [
  'date',
  'name',
  'time',
  'address',
  'checkbox',
  'likert',
  'radio',
  'select',
  'phone',
  'email',
  'text',
  'textarea',
  'hidden',
  'section',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const CAPTCHA_SETTINGS = ['none', 'builtin', 'recaptcha', 'hcaptcha', 'turnstile'] as const;
export type CaptchaSetting = (typeof CAPTCHA_SETTINGS)[number];

/** The parts of each multi-part field, in the order the browser sends them (SPEC section 3, Form summary values). */
export const FIELD_PARTS = {
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  name: ['First', 'Last'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
} as const;
export type MultiPartType = keyof typeof FIELD_PARTS;
export const MULTI_PART_TYPES = Object.keys(FIELD_PARTS) as MultiPartType[];

export type LikertScale = readonly [string, string, string, string, string];
/** The stored answer of a likert question is its place on the scale, -2 to 2 (SPEC section 9). */
export const LIKERT_SCALE_KEYS = ['-2', '-1', '0', '1', '2'] as const;
export const DEFAULT_LIKERT_SCALE: LikertScale = [
  'Strongly Disagree',
  'Disagree',
  'Neutral',
  'Agree',
  'Strongly Agree',
];

export const FORM_LIMITS = {
  fields: 100,
  idLength: 64,
  nameLength: 200,
  titleLength: 200,
  descriptionLength: 1000,
  options: 100,
  optionLength: 200,
  likertQuestions: 50,
  questionLength: 200,
  scaleLabelLength: 50,
  submissionMessageLength: 5000,
  submissionHtmlLength: 20_000,
  disclaimerLength: 5000,
  urlLength: 2048,
  queryKeyLength: 100,
  /** Any one answer, in characters; a text field's or text area's own limit may only be lower. */
  answerLength: 10_000,
} as const;

interface FieldBase {
  id: string;
  title: string;
  description: string;
  required: boolean;
}

export interface ChoiceField extends FieldBase {
  type: 'checkbox' | 'radio' | 'select';
  options: readonly string[];
}

export interface LikertField extends FieldBase {
  type: 'likert';
  questions: readonly string[];
  scale: LikertScale;
}

/** A single-line text or a text area: the owner may give either a character limit. */
export interface TextField extends FieldBase {
  type: 'text' | 'textarea';
  /** null: only the bound every answer has. */
  maxLength: number | null;
}

export interface PhoneField extends FieldBase {
  type: 'phone';
  /** 3: area code, prefix, line; 4: a country code before them. */
  parts: 3 | 4;
}

export interface HiddenField extends FieldBase {
  type: 'hidden';
  /** The page's query-string parameter the value is taken from. */
  queryKey: string;
}

export interface PlainField extends FieldBase {
  type: 'date' | 'name' | 'time' | 'address' | 'email';
}

/** A heading between fields; it takes no answer. */
export interface SectionField extends FieldBase {
  type: 'section';
}

export type FormField = ChoiceField | LikertField | TextField | PhoneField | HiddenField | PlainField | SectionField;
/** The fields a visitor answers: every field but sections. */
export type AnswerField = Exclude<FormField, SectionField>;

export interface FormDefinition {
  id: string;
  name: string;
  fields: readonly FormField[];
  /** Plain text shown in place of the form after a submission. */
  submissionMessage: string;
  submissionHtml: string;
  /** Where the visitor goes after a submission instead of seeing the message. */
  successRedirect: string | null;
  disclaimer: string;
  captcha: CaptchaSetting;
  /**
   * A newsletter sign-up: its required email field's address joins the site's newsletter, and the
   * visitor is mailed a welcome with an unsubscribe link.
   */
  newsletter: boolean;
}

/** The lists of texts a field may have, and the code of each problem with one. */
const TEXT_LISTS = {
  options: { item: 'option', required: 'OPTIONS_REQUIRED', tooMany: 'TOO_MANY_OPTIONS', repeated: 'OPTION_REPEATED' },
  questions: {
    item: 'question',
    required: 'QUESTIONS_REQUIRED',
    tooMany: 'TOO_MANY_QUESTIONS',
    repeated: 'QUESTION_REPEATED',
  },
  labels: {
    item: 'scale label',
    required: 'LABELS_REQUIRED',
    tooMany: 'TOO_MANY_LABELS',
    repeated: 'SCALE_LABEL_REPEATED',
  },
} as const;

type TextListName = keyof typeof TEXT_LISTS;

/** Every code a definition problem may have (the forms subgraph's SDL enum holds each one). */
export type DefinitionProblemCode =
  | 'FORM_INVALID'
  | 'ID_REQUIRED'
  | 'ID_INVALID'
  | 'ID_REPEATED'
  | 'WRONG_TYPE'
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'FIELDS_REQUIRED'
  | 'TOO_MANY_FIELDS'
  | 'FIELD_INVALID'
  | 'TYPE_UNKNOWN'
  | 'REQUIRED_NOT_ALLOWED'
  | 'SCALE_INVALID'
  | 'MAX_LENGTH_INVALID'
  | 'PARTS_INVALID'
  | 'REDIRECT_INVALID'
  | 'CAPTCHA_INVALID'
  | 'NEWSLETTER_EMAIL_REQUIRED'
  | (typeof TEXT_LISTS)[TextListName][Exclude<keyof (typeof TEXT_LISTS)[TextListName], 'item'>];

export interface DefinitionProblem {
  /** Where in the definition, as fields[2].options[1]. */
  field: string;
  message: string;
  code: DefinitionProblemCode;
}

export type FormDefinitionResult = { ok: true; form: FormDefinition } | { ok: false; errors: DefinitionProblem[] };

// Ids become JSON keys, DOM ids and parts of URLs; a leading letter or digit keeps "__proto__" out.
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

type Input = Record<string, unknown>;
const isObject = (value: unknown): value is Input =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const has = (input: Input, key: string) => Object.hasOwn(input, key) && input[key] !== undefined;
export const characterCount = (text: string) => [...text].length;

/** Collects problems while reading one definition, so every problem is reported in one pass. */
class Reader {
  readonly errors: DefinitionProblem[] = [];

  report(field: string, code: DefinitionProblemCode, message: string): void {
    this.errors.push({ field, code, message });
  }

  id(value: unknown, at: string, what: string): string {
    if (typeof value !== 'string' || value === '') {
      this.report(at, 'ID_REQUIRED', `${what} needs an id.`);
      return '';
    }
    if (value.length > FORM_LIMITS.idLength || !ID_PATTERN.test(value)) {
      this.report(
        at,
        'ID_INVALID',
        `${what}'s id may use letters, digits, hyphens and underscores, starting with a letter or digit, at most ${FORM_LIMITS.idLength} characters.`,
      );
    }
    return value;
  }

  /** Text that may be left out; trimmed, and refused above its bound. */
  text(input: Input, key: string, at: string, label: string, max: number, required = false): string {
    const value = has(input, key) && input[key] !== null ? input[key] : '';
    if (typeof value !== 'string') {
      this.report(at, 'WRONG_TYPE', `${label} must be text.`);
      return '';
    }
    const text = value.trim();
    if (required && !text) this.report(at, 'REQUIRED', `${label} is required.`);
    else if (characterCount(text) > max)
      this.report(at, 'TOO_LONG', `${label} may be at most ${max.toLocaleString('en-US')} characters.`);
    return text;
  }

  /** A list of distinct, non-empty texts, such as the options of a select. */
  textList(value: unknown, at: string, list: TextListName, max: { count: number; length: number }): string[] {
    const label = TEXT_LISTS[list];
    if (!Array.isArray(value) || value.length === 0) {
      this.report(at, label.required, `Add at least one ${label.item}.`);
      return [];
    }
    if (value.length > max.count) {
      this.report(at, label.tooMany, `A field may have at most ${max.count} ${list}.`);
      return [];
    }
    const seen = new Set<string>();
    return value.map((item, index) => {
      const here = `${at}[${index}]`;
      if (typeof item !== 'string') {
        this.report(here, 'WRONG_TYPE', `Each ${label.item} must be text.`);
        return '';
      }
      const text = item.trim();
      if (!text) this.report(here, 'REQUIRED', `Each ${label.item} needs some text.`);
      else if (characterCount(text) > max.length)
        this.report(here, 'TOO_LONG', `Each ${label.item} may be at most ${max.length} characters.`);
      else if (seen.has(text)) this.report(here, label.repeated, `The ${label.item} "${text}" is listed twice.`);
      seen.add(text);
      return text;
    });
  }
}

function readScale(reader: Reader, input: Input, at: string): LikertScale {
  if (!has(input, 'scale') || input.scale === null) return DEFAULT_LIKERT_SCALE;
  const scale = input.scale;
  if (!Array.isArray(scale) || scale.length !== LIKERT_SCALE_KEYS.length) {
    reader.report(
      `${at}.scale`,
      'SCALE_INVALID',
      `A likert scale has exactly ${LIKERT_SCALE_KEYS.length} labels, from most disagreeing to most agreeing.`,
    );
    return DEFAULT_LIKERT_SCALE;
  }
  const labels = reader.textList(scale, `${at}.scale`, 'labels', {
    count: LIKERT_SCALE_KEYS.length,
    length: FORM_LIMITS.scaleLabelLength,
  });
  return labels as unknown as LikertScale;
}

function readField(reader: Reader, input: unknown, at: string): FormField | null {
  if (!isObject(input)) {
    reader.report(at, 'FIELD_INVALID', 'Each field must be an object with an id, a type and a title.');
    return null;
  }
  const id = reader.id(input.id, `${at}.id`, 'A field');
  const type = input.type;
  if (typeof type !== 'string' || !(FIELD_TYPES as readonly string[]).includes(type)) {
    reader.report(`${at}.type`, 'TYPE_UNKNOWN', `A field's type is one of ${FIELD_TYPES.join(', ')}.`);
    return null;
  }
  const fieldType = type as FieldType;
  // A section is a heading between fields; a divider without one is allowed.
  const title = reader.text(
    input,
    'title',
    `${at}.title`,
    'A field title',
    FORM_LIMITS.titleLength,
    fieldType !== 'section',
  );
  const description = reader.text(
    input,
    'description',
    `${at}.description`,
    'A field description',
    FORM_LIMITS.descriptionLength,
  );
  let required = false;
  if (has(input, 'required')) {
    if (typeof input.required !== 'boolean')
      reader.report(`${at}.required`, 'WRONG_TYPE', 'Required is true or false.');
    else required = input.required;
  }
  // A visitor cannot fill in either, so a required one would make the form impossible to send.
  if (required && (fieldType === 'hidden' || fieldType === 'section')) {
    reader.report(
      `${at}.required`,
      'REQUIRED_NOT_ALLOWED',
      `A ${fieldType} field cannot be required: visitors cannot fill it in.`,
    );
    required = false;
  }
  const base = { id, title, description, required };

  switch (fieldType) {
    case 'checkbox':
    case 'radio':
    case 'select':
      return {
        ...base,
        type: fieldType,
        options: reader.textList(input.options, `${at}.options`, 'options', {
          count: FORM_LIMITS.options,
          length: FORM_LIMITS.optionLength,
        }),
      };
    case 'likert':
      return {
        ...base,
        type: fieldType,
        questions: reader.textList(input.questions, `${at}.questions`, 'questions', {
          count: FORM_LIMITS.likertQuestions,
          length: FORM_LIMITS.questionLength,
        }),
        scale: readScale(reader, input, at),
      };
    case 'text':
    case 'textarea': {
      const max = has(input, 'maxLength') ? input.maxLength : null;
      if (
        max !== null &&
        (typeof max !== 'number' || !Number.isInteger(max) || max < 1 || max > FORM_LIMITS.answerLength)
      ) {
        reader.report(
          `${at}.maxLength`,
          'MAX_LENGTH_INVALID',
          `A character limit is a whole number from 1 to ${FORM_LIMITS.answerLength.toLocaleString('en-US')}, or none.`,
        );
        return { ...base, type: fieldType, maxLength: null };
      }
      return { ...base, type: fieldType, maxLength: max };
    }
    case 'phone': {
      const parts = has(input, 'parts') ? input.parts : 3;
      if (parts !== 3 && parts !== 4) {
        reader.report(
          `${at}.parts`,
          'PARTS_INVALID',
          'A phone field has 3 parts (area code, prefix, line) or 4 (with a country code).',
        );
        return { ...base, type: fieldType, parts: 3 };
      }
      return { ...base, type: fieldType, parts };
    }
    case 'hidden': {
      const queryKey = reader.text(
        input,
        'queryKey',
        `${at}.queryKey`,
        "A hidden field's query-string key",
        FORM_LIMITS.queryKeyLength,
        true,
      );
      return { ...base, type: fieldType, queryKey };
    }
    case 'section':
      return { ...base, type: fieldType };
    default:
      return { ...base, type: fieldType };
  }
}

function readRedirect(reader: Reader, input: Input): string | null {
  const value = has(input, 'successRedirect') ? input.successRedirect : null;
  if (value === null) return null;
  if (typeof value !== 'string') {
    reader.report('successRedirect', 'WRONG_TYPE', 'A success redirect is an address, or none.');
    return null;
  }
  const url = value.trim();
  if (!url) return null;
  const refuse = () => {
    reader.report(
      'successRedirect',
      'REDIRECT_INVALID',
      `A success redirect is a page of this site (starting with /) or an http or https address, at most ${FORM_LIMITS.urlLength} characters.`,
    );
    return null;
  };
  if (url.length > FORM_LIMITS.urlLength || /[\s\\]/.test(url)) return refuse();
  // "//host" and "/\host" leave the site although they look like paths.
  if (url.startsWith('/')) return url.startsWith('//') ? refuse() : url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : refuse();
  } catch {
    return refuse();
  }
}

/** Reads an owner's form definition, reporting every problem with where it is. */
export function checkFormDefinition(input: unknown): FormDefinitionResult {
  const reader = new Reader();
  if (!isObject(input))
    return {
      ok: false,
      errors: [{ field: '', code: 'FORM_INVALID', message: 'A form definition must be an object.' }],
    };

  const id = reader.id(input.id, 'id', 'A form');
  const name = reader.text(input, 'name', 'name', 'A form name', FORM_LIMITS.nameLength, true);

  const fields: FormField[] = [];
  const raw = input.fields;
  if (!Array.isArray(raw) || raw.length === 0)
    reader.report('fields', 'FIELDS_REQUIRED', 'A form needs at least one field.');
  else if (raw.length > FORM_LIMITS.fields)
    reader.report('fields', 'TOO_MANY_FIELDS', `A form may have at most ${FORM_LIMITS.fields} fields.`);
  else {
    const ids = new Set<string>();
    raw.forEach((item, index) => {
      const field = readField(reader, item, `fields[${index}]`);
      if (!field) return;
      if (field.id && ids.has(field.id))
        reader.report(`fields[${index}].id`, 'ID_REPEATED', `Another field already has the id ${field.id}.`);
      ids.add(field.id);
      fields.push(field);
    });
  }

  const submissionMessage = reader.text(
    input,
    'submissionMessage',
    'submissionMessage',
    'A submission message',
    FORM_LIMITS.submissionMessageLength,
  );
  const submissionHtml = reader.text(
    input,
    'submissionHtml',
    'submissionHtml',
    'The submission HTML',
    FORM_LIMITS.submissionHtmlLength,
  );
  const successRedirect = readRedirect(reader, input);
  const disclaimer = reader.text(input, 'disclaimer', 'disclaimer', 'A disclaimer', FORM_LIMITS.disclaimerLength);

  let captcha: CaptchaSetting = 'none';
  if (has(input, 'captcha') && input.captcha !== null) {
    if (typeof input.captcha === 'string' && (CAPTCHA_SETTINGS as readonly string[]).includes(input.captcha))
      captcha = input.captcha as CaptchaSetting;
    else reader.report('captcha', 'CAPTCHA_INVALID', `A captcha setting is one of ${CAPTCHA_SETTINGS.join(', ')}.`);
  }

  let newsletter = false;
  if (has(input, 'newsletter') && input.newsletter !== null) {
    if (typeof input.newsletter !== 'boolean')
      reader.report('newsletter', 'WRONG_TYPE', 'Whether the form is a newsletter sign-up is true or false.');
    else newsletter = input.newsletter;
  }
  if (newsletter && fields.length && !newsletterEmailField({ fields }))
    reader.report(
      'newsletter',
      'NEWSLETTER_EMAIL_REQUIRED',
      'A newsletter sign-up needs a required email field: its answer is the address that joins the newsletter.',
    );

  if (reader.errors.length) return { ok: false, errors: reader.errors };
  return {
    ok: true,
    form: { id, name, fields, submissionMessage, submissionHtml, successRedirect, disclaimer, captcha, newsletter },
  };
}

/** The field whose answer is a newsletter sign-up's address: the form's first required email field. */
export function newsletterEmailField(form: Pick<FormDefinition, 'fields'>): FormField | undefined {
  return form.fields.find((field) => field.type === 'email' && field.required);
}

export function answerFields(form: FormDefinition): AnswerField[] {
  return form.fields.filter((field): field is AnswerField => field.type !== 'section');
}
