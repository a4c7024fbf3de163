import { isStorable } from './storable-text.ts';

const PERSONAL_KEY = /e-?mail|^(first|last|full|given|family|user|customer|billing|shipping)?_?name$|phone|address/i;
const EMAIL_IN_TEXT = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const MAX_DEPTH = 5;

/**
 * An event's own fields without what names a person: keys that say e-mail, name, phone or address
 * (productName stays: a thing's name, not a person's), and any text holding an e-mail address, at
 * any depth; deeper than five levels nothing is kept. Text PostgreSQL cannot store (storable-text.ts)
 * is left out too, keys and values.
 */
export function withoutPersonalData(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return EMAIL_IN_TEXT.test(value) || !isStorable(value) ? undefined : value;
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value))
    return value.map((item) => withoutPersonalData(item, depth + 1)).filter((item) => item !== undefined);
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (PERSONAL_KEY.test(key) || !isStorable(key)) continue;
    const clean = withoutPersonalData(item, depth + 1);
    if (clean !== undefined) kept[key] = clean;
  }
  return kept;
}
