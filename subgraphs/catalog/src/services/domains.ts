import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { announceSiteChange, ok, type Outcome } from '@atelier/platform';
import { WebsiteDomain } from '../entities/website-domain.ts';
import { domainAddition, domainName, domainTaken, domainToRemove } from '../domain/domains.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';
import type { Context } from '../context.ts';
import { withPlanPlace } from './plan-gates.ts';

/** A site's custom domains, in alphabetical order. */
export async function domainsOf(em: EntityManager, siteId: string): Promise<string[]> {
  return (await em.find(WebsiteDomain, { websiteId: siteId }, { orderBy: { domain: 'asc' } })).map((d) => d.domain);
}

/**
 * Adds a custom domain to a site (domain/domains.ts says when it may), within the plan's limit of
 * custom domains; one the site has already stays, whatever the plan.
 */
export async function addDomain(
  ctx: Pick<Context, 'plans' | 'em'>,
  siteId: string,
  typed: string,
): Promise<Outcome<void, CatalogErrorCode>> {
  const name = domainName(typed);
  if (!name.ok) return name;
  const domain = name.value;
  const servedBy = (await ctx.em.findOne(WebsiteDomain, { domain }))?.websiteId ?? null;
  // The site's own stays and another site's is refused as taken, before the plan is asked.
  if (servedBy !== null) {
    const addition = domainAddition(siteId, servedBy, 0);
    return addition.ok ? ok(undefined) : addition;
  }
  const added = await withPlanPlace(ctx, siteId, 'customDomains', (em) => insertDomain(em, siteId, domain));
  if (added.ok) await announceSiteChange(ctx.em, { kind: 'address', websiteId: siteId });
  return added;
}

/** Inside the plan's lock: within the site's most domains, then the row; a same-moment claim by another site is caught by the key. */
async function insertDomain(
  em: EntityManager,
  siteId: string,
  domain: string,
): Promise<Outcome<void, CatalogErrorCode>> {
  const addition = domainAddition(siteId, null, await em.count(WebsiteDomain, { websiteId: siteId }));
  if (!addition.ok) return addition;
  try {
    await em.insert(WebsiteDomain, { domain, websiteId: siteId, createdAt: new Date() });
  } catch (error) {
    // Another owner added it in the same moment.
    if (error instanceof UniqueConstraintViolationException) return domainTaken();
    throw error;
  }
  return ok(undefined);
}

/** Takes a custom domain off a site; one it does not have changes nothing. */
export async function removeDomain(em: EntityManager, siteId: string, typed: string): Promise<void> {
  const removed = await em.nativeDelete(WebsiteDomain, { domain: domainToRemove(typed), websiteId: siteId });
  if (removed) await announceSiteChange(em, { kind: 'address', websiteId: siteId });
}
