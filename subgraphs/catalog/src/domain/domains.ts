import type { UserError } from './user-error.ts';
import { normalDomain } from '@atelier/site';
import { fail } from './user-error.ts';

/** The custom domains one site may have, beside <slug>.localhost. */
export const MAX_DOMAINS = 20;

export const DOMAIN_ERRORS = {
  invalid: fail(['domain'], 'DOMAIN_INVALID', 'Enter a domain name such as shop.example.com, without http:// or a path.'),
  taken: fail(['domain'], 'DOMAIN_TAKEN', 'This domain already serves another site.'),
  tooMany: fail(['domain'], 'TOO_MANY_DOMAINS', `A site may have at most ${MAX_DOMAINS} domains.`),
} as const;

/** A domain as an owner typed it, as it is stored (lower case, no scheme, port or path), or why not. */
export function domainName(typed: string): string | UserError {
  return normalDomain(typed) ?? DOMAIN_ERRORS.invalid;
}

/** The domain to take off a site: as it would have been stored, or as typed when no domain could be read. */
export const domainToRemove = (typed: string) => normalDomain(typed) ?? typed.trim().toLowerCase();

/**
 * What adding a domain does, given the site that serves it now (null: none) and how many the adding
 * site has: nothing for one of its own (even at the limit), refused for another site's or past the
 * limit, else it is added.
 */
export function domainAddition(siteId: string, servedBy: string | null, domainCount: number): 'add' | 'has-it' | UserError {
  if (servedBy === siteId) return 'has-it';
  if (servedBy !== null) return DOMAIN_ERRORS.taken;
  if (domainCount >= MAX_DOMAINS) return DOMAIN_ERRORS.tooMany;
  return 'add';
}
