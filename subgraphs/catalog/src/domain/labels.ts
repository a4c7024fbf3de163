/** Categories and tags as an owner gives them: trimmed, each once, at most 20 of at most 50 characters. */
export function cleanLabels(labels: readonly string[] | null | undefined): string[] | { message: string } {
  const cleaned = [...new Set((labels ?? []).map((l) => l.trim()).filter(Boolean))];
  if (cleaned.length > 20 || cleaned.some((l) => l.length > 50)) return { message: 'At most 20, each at most 50 characters.' };
  return cleaned;
}
