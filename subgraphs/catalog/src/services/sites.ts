import type { EntityManager } from '@mikro-orm/postgresql';
import { Website } from '../entities/website.ts';
import { WebsiteDomain } from '../entities/website-domain.ts';
import { ofSite } from '../domain/storefront.ts';
import type { Context } from '../context.ts';

/** A website by id or slug, when it is the request's site: another site's does not exist here. */
export async function websiteAsked(
  ctx: Context,
  by: { id?: string | null; slug?: string | null },
): Promise<Website | null> {
  const website = by.id
    ? await ctx.loaders.website.load(by.id)
    : by.slug
      ? await ctx.em.findOne(Website, { slug: by.slug })
      : null;
  return ofSite(ctx.siteId, website?.id) ? website : null;
}

/** The site a host names, by its slug or a custom domain (the gateway's question for each request). */
export async function siteIdOf(
  em: EntityManager,
  by: { slug?: string | null; domain?: string | null },
): Promise<string | null> {
  if (by.slug) return (await em.findOne(Website, { slug: by.slug }))?.id ?? null;
  if (by.domain) return (await em.findOne(WebsiteDomain, { domain: by.domain.toLowerCase() }))?.websiteId ?? null;
  return null;
}
