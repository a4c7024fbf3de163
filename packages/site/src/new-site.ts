import { SLUG_PATTERN } from './site-hosts.ts';

/**
 * The rules of a new site's address (its slug, served at `<slug>.localhost`) and of its locale and
 * time zone. The catalog decides with them when an owner creates a site; the dashboard's new-site
 * form uses the same ones while the owner types, so it shows what the catalog will answer.
 */

/** The longest slug: one label of a host name. */
export const SLUG_MAX_LENGTH = 63;

/** The slug a title with nothing usable in it gets ("!!!", a title in a script without Latin letters). */
export const FALLBACK_SLUG = 'site';

/**
 * Host names Atelier keeps for itself or that would mislead visitors (www.localhost for a shop, a
 * fake admin or api host), in lower case. A new site may not take them.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'account',
  'accounts',
  'admin',
  'api',
  'app',
  'assets',
  'atelier',
  'auth',
  'billing',
  'cdn',
  'dashboard',
  'docs',
  'ftp',
  'graphql',
  'help',
  'localhost',
  'login',
  'mail',
  'media',
  'root',
  'signin',
  'signup',
  'smtp',
  'static',
  'status',
  'support',
  'www',
]);

/** A slug cut to a length, without a hyphen left at its end. */
const cut = (slug: string, length: number) => slug.slice(0, length).replace(/-+$/, '');

/**
 * The slug a title suggests: letters without their accents, lower case, every run of anything else
 * one hyphen, apostrophes dropped, at most 63 characters ("My Shop" → my-shop, "Café Ölé!" → cafe-ole,
 * "Nia’s Plants" → nias-plants). A title with
 * nothing usable in it gives "site".
 */
export function slugFromTitle(title: string): string {
  // What lies past the first thousand characters never reaches the 63 kept.
  const slug = title
    .slice(0, 1000)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    // An apostrophe joins its word: "Nia’s" is nias, not nia-s.
    .replace(/['’ʼ]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '');
  return cut(slug, SLUG_MAX_LENGTH) || FALLBACK_SLUG;
}

/** A slug as an owner typed it: surrounding spaces dropped, lower case (host names have no case). */
export const typedSlug = (slug: string) => slug.trim().toLowerCase();

export type SlugProblemCode = 'SLUG_INVALID' | 'SLUG_RESERVED';

/** What is wrong with a slug by its form alone (whether another site has it is the catalog's to say). */
export function slugProblemOf(slug: string): SlugProblemCode | undefined {
  if (!SLUG_PATTERN.test(slug)) return 'SLUG_INVALID';
  if (RESERVED_SLUGS.has(slug)) return 'SLUG_RESERVED';
  return undefined;
}

/** Whether a new site may have the slug, as far as its form goes. */
export const slugAllowed = (slug: string) => slugProblemOf(slug) === undefined;

/**
 * The first slug from `base` that a new site may take: `base` itself, else base-2, base-3…, cut so
 * that the number fits. `taken` holds the slugs other sites have (those that start like base will do).
 */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  const start = slugAllowed(base) ? base : slugFromTitle(base);
  if (slugAllowed(start) && !taken.has(start)) return start;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${cut(start, SLUG_MAX_LENGTH - suffix.length)}${suffix}`;
    if (slugAllowed(candidate) && !taken.has(candidate)) return candidate;
  }
}

/**
 * Why a new site cannot have a slug, in words that offer a free one. The catalog answers these as
 * its userErrors (SLUG_INVALID, SLUG_RESERVED, SLUG_TAKEN) and the form shows them as they are.
 */
export function slugRefusalText(
  code: SlugProblemCode | 'SLUG_TAKEN',
  { slug, suggestion }: { slug: string; suggestion: string },
): string {
  const offer = ` “${suggestion}” is free.`;
  switch (code) {
    case 'SLUG_INVALID':
      return `Use lower-case letters, digits and hyphens for the address (not a hyphen first or last), at most ${SLUG_MAX_LENGTH}.${offer}`;
    case 'SLUG_RESERVED':
      return `“${slug}” is kept for Atelier itself.${offer}`;
    case 'SLUG_TAKEN':
      return `Another site has the address “${slug}”.${offer}`;
  }
}

/** The time zone of a new site unless its owner chooses another (SPEC section 9). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** The language and region of a new site unless its owner chooses another. */
export const DEFAULT_SITE_LOCALE = 'en-US';

/**
 * The languages and regions the new-site form offers (the catalog takes any that the checks below
 * accept): the regions of the store currencies, in the languages spoken there.
 */
export const SITE_LOCALES = [
  'en-US',
  'en-GB',
  'en-CA',
  'fr-CA',
  'en-AU',
  'en-NZ',
  'en-IE',
  'en-IN',
  'en-SG',
  'en-ZA',
  'fr-FR',
  'de-DE',
  'de-AT',
  'de-CH',
  'fr-CH',
  'it-IT',
  'es-ES',
  'nl-NL',
  'pt-PT',
  'sv-SE',
  'nb-NO',
  'da-DK',
  'fi-FI',
  'cs-CZ',
  'hu-HU',
  'pl-PL',
  'he-IL',
  'es-MX',
  'pt-BR',
  'es-AR',
  'es-CO',
  'es-CL',
  'zh-HK',
  'ms-MY',
  'ja-JP',
] as const;

/** Longest tag or zone name taken: far past any real one, so a megabyte is never handed to Intl. */
const MAX_NAME_LENGTH = 64;
/** Language, an optional script, and a region: en-US, zh-Hant-HK, es-419. */
const LANGUAGE_AND_REGION = /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?-(?:[A-Z]{2}|\d{3})$/;

/**
 * A language and region tag in its canonical form (EN-us → en-US), when this runtime's Intl knows
 * it; undefined otherwise (en_US, a tag without a region, a language Intl has no data for).
 */
export function canonicalLocale(tag: string): string | undefined {
  if (tag.length > MAX_NAME_LENGTH) return undefined;
  try {
    const [canonical] = Intl.getCanonicalLocales(tag.trim());
    if (!canonical || !LANGUAGE_AND_REGION.test(canonical)) return undefined;
    return Intl.DateTimeFormat.supportedLocalesOf([canonical]).length ? canonical : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An IANA time zone in the name Intl gives it (america/new_york → America/New_York, US/Eastern →
 * America/New_York, utc → UTC), when Intl knows it; undefined otherwise.
 */
export function canonicalTimeZone(zone: string): string | undefined {
  const name = zone.trim();
  if (!name || name.length > MAX_NAME_LENGTH) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
