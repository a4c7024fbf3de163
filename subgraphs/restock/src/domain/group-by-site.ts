/** Rows by their site, in first-seen order (Map.groupBy is not in Node 20). */
export function bySite<T extends { website_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.website_id, [...(groups.get(row.website_id) ?? []), row]);
  return groups;
}
