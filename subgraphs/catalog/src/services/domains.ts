import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserError } from '../domain/user-error.ts';
import { WebsiteDomain } from '../entities/website-domain.ts';
import { DOMAIN_ERRORS, domainAddition, domainName, domainToRemove } from '../domain/domains.ts';

/** A site's custom domains, in alphabetical order. */
export async function domainsOf(em: EntityManager, siteId: string): Promise<string[]> {
  return (await em.find(WebsiteDomain, { websiteId: siteId }, { orderBy: { domain: 'asc' } })).map((d) => d.domain);
}

/** Adds a custom domain to a site (domain/domains.ts says when it may); one the site has already stays. */
export async function addDomain(em: EntityManager, siteId: string, typed: string): Promise<{ ok: true } | { ok: false; error: UserError }> {
  const name = domainName(typed);
  if (typeof name !== 'string') return { ok: false, error: name };
  const servedBy = (await em.findOne(WebsiteDomain, { domain: name }))?.websiteId ?? null;
  // Only counted when it matters: a domain another site serves is refused either way.
  const addition = domainAddition(siteId, servedBy, servedBy === null ? await em.count(WebsiteDomain, { websiteId: siteId }) : 0);
  if (typeof addition === 'object') return { ok: false, error: addition };
  if (addition === 'add') {
    try {
      await em.insert(WebsiteDomain, { domain: name, websiteId: siteId, createdAt: new Date() });
    } catch (error) {
      // Another owner added it in the same moment.
      if (error instanceof UniqueConstraintViolationException) return { ok: false, error: DOMAIN_ERRORS.taken };
      throw error;
    }
  }
  return { ok: true };
}

/** Takes a custom domain off a site; one it does not have changes nothing. */
export async function removeDomain(em: EntityManager, siteId: string, typed: string): Promise<void> {
  await em.nativeDelete(WebsiteDomain, { domain: domainToRemove(typed), websiteId: siteId });
}
