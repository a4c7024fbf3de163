/**
 * Text PostgreSQL cannot take is refused at the edge (gateway, REST, page routes) instead of
 * failing deep inside a query: NUL characters (text cannot hold them) and lone UTF-16 surrogates
 * (`\ud800` without its pair is no Unicode character: JSON and jsonb parameters refuse it, and
 * text columns would keep a replacement character instead). Input nested deeper than any of ours
 * is refused too, rather than left unexamined.
 */
export const MAX_INPUT_NESTING = 32;

export const NUL_BYTE_MESSAGE = `Text may not contain NUL characters, nor be nested more than ${MAX_INPUT_NESTING} levels deep.`;
export const LONE_SURROGATE_MESSAGE =
  'Text may not contain a lone UTF-16 surrogate (\\uD800 to \\uDFFF without its pair): it is not valid Unicode.';

/** With the u flag a surrogate pair is one code point, so only a lone surrogate matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why PostgreSQL could not store this string, as the message to answer with; undefined when it can. */
export function unstorableString(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_BYTE_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return undefined;
}

/** The first reason found in a value (its strings, keys and nested values) that it cannot be stored; undefined when it can. */
export function unstorableTextIn(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return unstorableString(value);
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_INPUT_NESTING) return NUL_BYTE_MESSAGE;
  for (const [key, inner] of Object.entries(value)) {
    const problem = unstorableString(key) ?? unstorableTextIn(inner, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}
