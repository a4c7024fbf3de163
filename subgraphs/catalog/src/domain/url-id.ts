/** A URL id (the last part of an address) from a title: "Café Opening!" → "cafe-opening". */
export function urlIdFrom(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

import { ok, type Outcome } from '@atelier/platform';
import { refuse } from '../errors.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';

/** URL ids a page may not take: the site server's own paths. */
const RESERVED = new Set([
  'admin',
  'api',
  'assets',
  'cart',
  'search',
  'graphql',
  'health',
  'media',
  '_theme',
  'checkout',
  'p',
]);

/** The address an input gives (`input.urlId`), when it may be one: lower-case letters, digits and hyphens, none of Atelier's own. */
export function checkUrlId(urlId: string): Outcome<string, CatalogErrorCode> {
  if (!/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/.test(urlId)) return refuse('URL_ID_INVALID', ['input', 'urlId']);
  if (RESERVED.has(urlId)) return refuse('URL_ID_INVALID', ['input', 'urlId'], { urlId });
  return ok(urlId);
}

/** The address a post or page takes: the one its owner gave, else one made from its title. */
export const addressOf = (input: { urlId?: string | null; title: string }) =>
  input.urlId?.trim() || urlIdFrom(input.title);

/** A copied product's address: "<original>-copy", else "-copy-2", "-copy-3"… the first that none of `taken` has. */
export function copyAddress(urlId: string, taken: ReadonlySet<string>): string {
  const base = `${urlIdFrom(urlId).slice(0, 70)}-copy`;
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}
