import type { UserError } from './user-error.ts';
import { fail } from './user-error.ts';

export const MAX_LABELS = 20;
export const MAX_LABEL_LENGTH = 50;

/** Categories and tags as an owner gives them: trimmed, each once, at most 20 of at most 50 characters. */
export function cleanLabels(labels: readonly string[] | null | undefined): string[] | { message: string } {
  const cleaned = [...new Set((labels ?? []).map((l) => l.trim()).filter(Boolean))];
  if (cleaned.length > MAX_LABELS || cleaned.some((l) => l.length > MAX_LABEL_LENGTH)) return { message: 'At most 20, each at most 50 characters.' };
  return cleaned;
}

/** The labels of an input's field (categories, tags), cleaned, or why not, at that field. */
export function checkLabels(labels: readonly string[] | null | undefined, field: 'categories' | 'tags'): string[] | UserError {
  const cleaned = cleanLabels(labels);
  return Array.isArray(cleaned) ? cleaned : fail(['input', field], 'TOO_MANY_LABELS', `At most ${MAX_LABELS} ${field}, each at most ${MAX_LABEL_LENGTH} characters.`);
}
