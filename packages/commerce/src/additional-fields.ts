/**
 * Answers to a product's additional-fields form (an object keyed by field id) travel with a cart
 * entry as JSON text of at most 16 KiB.
 */
export const ADDITIONAL_FIELDS_MAX_BYTES = 16 * 1024;

const utf8 = new TextEncoder();

export const ADDITIONAL_FIELDS_MESSAGES = {
  notJson: 'Additional fields must be a JSON string.',
  notObject: 'Additional fields must be a JSON object of answers by field id.',
  tooLarge: `Additional fields may be at most ${ADDITIONAL_FIELDS_MAX_BYTES / 1024} KB.`,
} as const;

export type AdditionalFieldsCheck =
  | { ok: true; value: string | null }
  | { ok: false; code: 'INVALID_ADDITIONAL_FIELDS' | 'ADDITIONAL_FIELDS_TOO_LARGE'; message: string };

const invalid = (message: string): AdditionalFieldsCheck => ({ ok: false, code: 'INVALID_ADDITIONAL_FIELDS', message });

/** The JSON text of no answers: what a legacy page without a form sends (`JSON.stringify(null)`). */
const NO_ANSWERS = 'null';

/**
 * The one check of additionalFields, wherever they arrive: absent, or the JSON text `null`, means no
 * answers; otherwise the JSON text of an object within the size limit (measured in UTF-8 bytes, as
 * stored). The size is checked first, so that no oversized text is ever parsed.
 */
export function checkAdditionalFields(text: string | null | undefined): AdditionalFieldsCheck {
  if (text === null || text === undefined || text.trim() === NO_ANSWERS) return { ok: true, value: null };
  if (utf8.encode(text).length > ADDITIONAL_FIELDS_MAX_BYTES) {
    return { ok: false, code: 'ADDITIONAL_FIELDS_TOO_LARGE', message: ADDITIONAL_FIELDS_MESSAGES.tooLarge };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return invalid(ADDITIONAL_FIELDS_MESSAGES.notJson);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return invalid(ADDITIONAL_FIELDS_MESSAGES.notObject);
  return { ok: true, value: text };
}
