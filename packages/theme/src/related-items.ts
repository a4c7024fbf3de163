/** What the related-items rule reads of an item: its id, and the categories and tags it shares. */
export interface Relatable {
  id: string;
  categories?: readonly string[];
  tags?: readonly string[];
}

/**
 * The items related to `current`, as `<squarespace:related>` and `sqs-related-items` show them: from
 * the candidates (items of its own collection, in the collection's order), those sharing at least one
 * category or tag with it, itself excluded, the most shared first (the collection's order among
 * equals), at most `limit`.
 */
export function relatedItems<T extends Relatable>(current: Relatable, candidates: readonly T[], limit: number): T[] {
  const mine = new Set([
    ...(current.categories ?? []).map((c) => `c:${c}`),
    ...(current.tags ?? []).map((t) => `t:${t}`),
  ]);
  const shared = (item: Relatable) =>
    [...new Set([...(item.categories ?? []).map((c) => `c:${c}`), ...(item.tags ?? []).map((t) => `t:${t}`)])].filter(
      (label) => mine.has(label),
    ).length;
  return candidates
    .map((item, order) => ({ item, order, shared: item.id === current.id ? 0 : shared(item) }))
    .filter((c) => c.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, Math.max(0, limit))
    .map((c) => c.item);
}
