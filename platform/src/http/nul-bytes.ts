/**
 * PostgreSQL text cannot hold NUL characters, so input carrying one is refused at the edge
 * (gateway, REST, page routes) instead of failing deep inside a query. Input nested deeper than
 * any of ours is refused too, rather than left unexamined.
 */
export const MAX_INPUT_NESTING = 32;

export function containsNulByte(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  if (depth >= MAX_INPUT_NESTING) return true;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNulByte(inner, depth + 1)) return true;
  }
  return false;
}

export const NUL_BYTE_MESSAGE = `Text may not contain NUL characters, nor be nested more than ${MAX_INPUT_NESTING} levels deep.`;
