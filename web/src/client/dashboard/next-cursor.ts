/**
 * The cursor of the page after this one for an export that walks every page: null at the end, and
 * null for a cursor seen before, which would loop for ever (stop rather than trust it). It remembers
 * the cursor it answers in `seen`.
 */
export function nextCursor(
  hasNextPage: boolean,
  endCursor: string | null | undefined,
  seen: Set<string>,
): string | null {
  if (!hasNextPage || !endCursor || seen.has(endCursor)) return null;
  seen.add(endCursor);
  return endCursor;
}
