/**
 * PostgreSQL text cannot hold NUL characters, so input carrying one is refused at the edge
 * (gateway, REST, page routes) instead of failing deep inside a query.
 */
export function containsNulByte(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNulByte(inner, depth + 1)) return true;
  }
  return false;
}

export const NUL_BYTE_MESSAGE = 'Text may not contain NUL characters.';
