import {
  checkFormDefinition,
  summariseSubmission,
  summaryFieldLines,
  type FormDefinition,
  type FormValues,
} from '@atelier/forms';

/** The forms whose answers a cart's entries carry, each once in the entries' order: read to title the answers. */
export function entryFormIds(
  entries: readonly { additionalFields?: string | null; product: { additionalFieldsFormId?: string | null } }[],
): string[] {
  return [
    ...new Set(
      entries.flatMap((e) =>
        e.additionalFields && e.product.additionalFieldsFormId ? [e.product.additionalFieldsFormId] : [],
      ),
    ),
  ];
}

/** The answers an entry carries as lines to show under it: "Title: answer", in the form's order. */
export function entryAnswerLines(
  additionalFields: string | null | undefined,
  productType: string,
  definitionJson: string | null | undefined,
): string[] {
  if (!additionalFields) return [];
  let answers: unknown;
  try {
    answers = JSON.parse(additionalFields);
  } catch {
    return [];
  }
  if (!answers || typeof answers !== 'object' || Array.isArray(answers)) return [];
  if (productType === 'GIFT_CARD') {
    const { recipientEmail, giftMessage } = answers as { recipientEmail?: unknown; giftMessage?: unknown };
    return [
      ...(typeof recipientEmail === 'string' && recipientEmail ? [`For: ${recipientEmail}`] : []),
      ...(typeof giftMessage === 'string' && giftMessage ? [`Message: ${giftMessage}`] : []),
    ];
  }
  const definition = definitionOf(definitionJson);
  if (!definition) return [];
  return summariseSubmission(definition, answers as FormValues).flatMap((field) => {
    const lines = summaryFieldLines(field);
    return lines.length > 1
      ? [`${field.rawTitle}:`, ...lines.map((line) => `  ${line}`)]
      : [`${field.rawTitle}: ${lines[0] ?? ''}`];
  });
}

function definitionOf(json: string | null | undefined): FormDefinition | null {
  if (!json) return null;
  try {
    // A form's definitionJson does not repeat the form's id, which titling the answers does not need.
    const parsed = JSON.parse(json) as Record<string, unknown>;
    const checked = checkFormDefinition({ id: 'additional-fields', ...parsed });
    return checked.ok ? checked.form : null;
  } catch {
    return null;
  }
}
