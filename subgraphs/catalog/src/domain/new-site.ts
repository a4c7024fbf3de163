import { CURRENCIES, titleProblem } from '@atelier/commerce';
import { failed, ok, type LimitRule, type Outcome } from '@atelier/platform';
import {
  canonicalLocale,
  canonicalTimeZone,
  DEFAULT_SITE_LOCALE,
  DEFAULT_TIME_ZONE,
  freeSlug,
  slugAllowed,
  slugFromTitle,
  slugProblemOf,
  typedSlug,
} from '@atelier/site';
import { isShippedTheme } from '@atelier/theme/shipped';
import { userError, type CatalogUserError } from '../errors.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';

/** The most sites one owner may have: enough for a designer's clients, few enough that nobody fills the catalog. */
export const MAX_SITES_PER_OWNER = 20;

/**
 * New sites an hour, counted when one is made (a refused attempt is given back): per owner, and per
 * client address, so that one person with many accounts is slowed down too.
 */
export const NEW_SITE_LIMIT_RULES = {
  'new-sites-per-owner': { points: 10, durationSeconds: 60 * 60 },
  'new-sites-per-client': { points: 20, durationSeconds: 60 * 60 },
} as const satisfies Record<string, LimitRule>;

/** A new site as it will be stored: every field checked, the title trimmed, names in their canonical form. */
export interface NewSite {
  title: string;
  slug: string;
  theme: string;
  currency: string;
  locale: string;
  timeZone: string;
}

/** A new site as the owner asked for it: what is left out takes the defaults (the SDL's too). */
export type NewSiteRequest = Pick<NewSite, 'title' | 'slug'> & Partial<Omit<NewSite, 'title' | 'slug'>>;

export const NEW_SITE_DEFAULTS = {
  theme: 'atelier',
  currency: 'USD',
  locale: DEFAULT_SITE_LOCALE,
  timeZone: DEFAULT_TIME_ZONE,
} as const satisfies Omit<NewSite, 'title' | 'slug'>;

/** The slug a new site's address starts from: the one asked for, when it has the form of one, else one made of it. */
export const slugBase = (slug: string) => (slugAllowed(typedSlug(slug)) ? typedSlug(slug) : slugFromTitle(slug));

/**
 * What the catalog answers about an address for a new site: whether it may be had, and a free one
 * close to it. `taken` holds other sites' slugs that begin like it (the service reads them).
 */
export function slugVerdict(
  asked: string,
  taken: ReadonlySet<string>,
  field: readonly string[] = ['input', 'slug'],
): { slug: string; suggestion: string; problem?: CatalogUserError } {
  const slug = typedSlug(asked);
  const suggestion = freeSlug(slugBase(asked), taken);
  const code = slugProblemOf(slug) ?? (taken.has(slug) ? 'SLUG_TAKEN' : undefined);
  return { slug, suggestion, problem: code && userError(code, field, { slug, suggestion }) };
}

/**
 * Checks a new site whole, every problem on its input field: a title as a product's (1 to 200), a
 * free address that is not reserved, a shipped theme, a store currency, a locale and a time zone
 * that Intl knows (kept by the names Intl gives them).
 */
export function checkNewSite(asked: NewSiteRequest, taken: ReadonlySet<string>): Outcome<NewSite, CatalogErrorCode> {
  const request = { ...NEW_SITE_DEFAULTS, ...withoutNulls(asked) };
  const errors: CatalogUserError[] = [];
  const title = titleProblem(request.title);
  if (title) errors.push(userError(title.code, ['input', 'title'], title));
  const { slug, problem } = slugVerdict(request.slug, taken);
  if (problem) errors.push(problem);
  if (!isShippedTheme(request.theme))
    errors.push(userError('THEME_NOT_FOUND', ['input', 'theme'], { name: request.theme }));
  if (!Object.hasOwn(CURRENCIES, request.currency)) errors.push(userError('CURRENCY_INVALID', ['input', 'currency']));
  const locale = canonicalLocale(request.locale);
  if (!locale) errors.push(userError('LOCALE_INVALID', ['input', 'locale']));
  const timeZone = canonicalTimeZone(request.timeZone);
  if (!timeZone) errors.push(userError('TIME_ZONE_INVALID', ['input', 'timeZone']));
  if (errors.length || !locale || !timeZone) return failed(errors);
  return ok({
    title: request.title.trim(),
    slug,
    theme: request.theme,
    currency: request.currency,
    locale,
    timeZone,
  });
}

/** The fields given (GraphQL may send null for a defaulted one written out as null). */
function withoutNulls<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as never;
}

/** The collections a new site starts with, empty and in its main navigation: what the demo sites have, without content. */
export const STARTER_COLLECTIONS = [
  { type: 'products', urlId: 'shop', title: 'Shop' },
  { type: 'blog', urlId: 'blog', title: 'Blog' },
  { type: 'page', urlId: 'about', title: 'About' },
] as const;
