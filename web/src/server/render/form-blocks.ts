import { FIELD_PARTS, LIKERT_SCALE_KEYS, type MultiPartType } from '@atelier/forms';
import type { PageFormsQuery } from '../../graphql/generated/storefront.ts';

/**
 * Form blocks in a page body: `<div data-form-block="<form id>"></div>` (the only div an owner's
 * body keeps) is replaced by the theme's form.block, drawn with the form's JSON shaped here.
 */
const MARKER = /<div data-form-block="([A-Za-z0-9][A-Za-z0-9_-]{0,63})"><\/div>/g;

export function formIdsIn(html: string): string[] {
  return [...new Set([...html.matchAll(MARKER)].map((match) => match[1]!))].slice(0, 20);
}

/** Each marker becomes its form's block; a form that no longer exists leaves nothing behind. */
export function withFormBlocks(html: string, blocks: ReadonlyMap<string, string>): string {
  return html.replace(MARKER, (_, id: string) => blocks.get(id) ?? '');
}

type PageForm = NonNullable<PageFormsQuery['forms'][number]>;
type PageField = PageForm['fields'][number];

const PART_LABELS: Record<MultiPartType, Record<string, string>> = {
  name: { First: 'First Name', Last: 'Last Name' },
  address: {
    Line1: 'Address 1',
    Line2: 'Address 2',
    City: 'City',
    State: 'State/Province',
    Zip: 'Zip/Postal Code',
    Country: 'Country',
  },
  date: { Month: 'MM', Day: 'DD', Year: 'YYYY' },
  time: { Hour: 'Hour', Minute: 'Minute', Second: 'Second', Ampm: 'AM/PM' },
  phone: { Country: 'Country', Areacode: '###', Prefix: '###', Line: '####' },
};

const AUTOCOMPLETE: Record<string, string> = {
  First: 'given-name',
  Last: 'family-name',
  Line1: 'address-line1',
  Line2: 'address-line2',
  City: 'address-level2',
  State: 'address-level1',
  Zip: 'postal-code',
  Country: 'country-name',
};

const NUMERIC_PARTS = new Set(['Month', 'Day', 'Year', 'Hour', 'Minute', 'Second', 'Areacode', 'Prefix', 'Line']);

function partsOf(field: PageField) {
  if (!(field.type in FIELD_PARTS)) return null;
  const type = field.type as MultiPartType;
  const names: readonly string[] =
    type === 'phone' && field.phoneParts === 3 ? FIELD_PARTS.phone.slice(1) : FIELD_PARTS[type];
  return names.map((name) => ({
    fieldId: field.id,
    name,
    label: PART_LABELS[type][name] ?? name,
    autocomplete: type === 'phone' ? 'off' : (AUTOCOMPLETE[name] ?? 'off'),
    inputmode: NUMERIC_PARTS.has(name) || (type === 'phone' && name === 'Country') ? 'numeric' : 'text',
  }));
}

/** A field as form.block reads it: its kind decided here, so the template only draws. */
function fieldContext(field: PageField) {
  const choiceInput = field.type === 'checkbox' ? 'checkbox' : field.type === 'radio' ? 'radio' : null;
  return {
    ...field,
    isPlain: ['text', 'email', 'textarea', 'select'].includes(field.type),
    parts: partsOf(field),
    choices: choiceInput ? field.options.map((value) => ({ fieldId: field.id, value, inputType: choiceInput })) : null,
    likertRows:
      field.type === 'likert'
        ? field.likertQuestions.map((question, index) => ({
            question,
            answers: LIKERT_SCALE_KEYS.map((value, place) => ({
              value,
              label: field.likertScale[place] ?? value,
              question,
              inputName: `${field.id}::${index}`,
            })),
          }))
        : null,
  };
}

type SiteCaptchaKey = NonNullable<PageFormsQuery['site']>['captchaSiteKeys'][number];

/** The form's JSON for form.block; a hosted captcha carries the site's public key for its widget. */
export function formBlockJson(form: PageForm, siteKeys: readonly SiteCaptchaKey[] = []) {
  const hosted = siteKeys.find((key) => key.provider === form.captcha) ?? null;
  return {
    form: {
      ...form,
      fields: form.fields.map(fieldContext),
      usesCaptcha: form.captcha !== 'none',
      captchaSiteKey: hosted?.siteKey ?? '',
      captchaScript: hosted?.scriptUrl ?? '',
    },
  };
}
