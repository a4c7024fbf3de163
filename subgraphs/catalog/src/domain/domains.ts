import { normalDomain } from '@atelier/site';
import { ok, type Outcome } from '@atelier/platform';
import { refuse } from '../errors.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';

/** The custom domains one site may have, beside <slug>.localhost. */
export const MAX_DOMAINS = 20;

/** A domain as an owner typed it, as it is stored (lower case, no scheme, port or path), or why not. */
export function domainName(typed: string): Outcome<string, CatalogErrorCode> {
  const name = normalDomain(typed);
  return name ? ok(name) : refuse('DOMAIN_INVALID', ['domain']);
}

/** Another site serves the domain (found before adding it, or by the unique index in the same moment). */
export const domainTaken = () => refuse('DOMAIN_TAKEN', ['domain']);

/** The domain to take off a site: as it would have been stored, or as typed when no domain could be read. */
export const domainToRemove = (typed: string) => normalDomain(typed) ?? typed.trim().toLowerCase();

/**
 * What adding a domain does, given the site that serves it now (null: none) and how many the adding
 * site has: nothing for one of its own (even at the limit), refused for another site's or past the
 * limit, else it is added.
 */
export function domainAddition(
  siteId: string,
  servedBy: string | null,
  domainCount: number,
): Outcome<'add' | 'has-it', CatalogErrorCode> {
  if (servedBy === siteId) return ok('has-it');
  if (servedBy !== null) return domainTaken();
  if (domainCount >= MAX_DOMAINS) return refuse('TOO_MANY_DOMAINS', ['domain'], { max: MAX_DOMAINS });
  return ok('add');
}
