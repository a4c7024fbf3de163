import { ok, type Outcome } from '@atelier/platform';
import { refuse } from '../errors.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';

export const MAX_LABELS = 20;
export const MAX_LABEL_LENGTH = 50;

/** Categories and tags as an owner gives them: trimmed, each once; undefined past 20, or past 50 characters. */
export function cleanLabels(labels: readonly string[] | null | undefined): string[] | undefined {
  const cleaned = [...new Set((labels ?? []).map((l) => l.trim()).filter(Boolean))];
  return cleaned.length > MAX_LABELS || cleaned.some((l) => l.length > MAX_LABEL_LENGTH) ? undefined : cleaned;
}

/** The labels of an input's field (categories, tags), cleaned, or why not, at that field. */
export function checkLabels(
  labels: readonly string[] | null | undefined,
  field: 'categories' | 'tags',
): Outcome<string[], CatalogErrorCode> {
  const cleaned = cleanLabels(labels);
  return cleaned
    ? ok(cleaned)
    : refuse('TOO_MANY_LABELS', ['input', field], { field, max: MAX_LABELS, maxLength: MAX_LABEL_LENGTH });
}
