/**
 * Relay cursors of our lists: the sort key of a row (position, title, id), opaque to clients
 * (base64url JSON). Keyset paging stays exact when rows are added before the cursor and costs the
 * same on page 500 as on page 1.
 */
export type SortKey = [position: number, title: string, id: string];

export const MAX_CONNECTION_PAGE = 100;

export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key of a cursor we made; undefined for anything else. */
export function decodeCursor(cursor: string): SortKey | undefined {
  if (cursor.length > 1000) return undefined;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(key) &&
      key.length === 3 &&
      Number.isSafeInteger(key[0]) &&
      typeof key[1] === 'string' &&
      typeof key[2] === 'string'
    )
      return key as SortKey;
  } catch {
    // Not ours: the caller says so.
  }
  return undefined;
}

/** A page size from 1 to MAX_CONNECTION_PAGE; undefined (refused) outside it. */
export function pageSizeOf(first: number | null | undefined): number | undefined {
  const size = first ?? 20;
  return Number.isSafeInteger(size) && size >= 1 && size <= MAX_CONNECTION_PAGE ? size : undefined;
}
