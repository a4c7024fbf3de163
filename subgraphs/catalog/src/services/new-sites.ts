import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { announceSiteChange, createLogger, ok, Refusal, unlessRefused, type Outcome } from '@atelier/platform';
import { slugFromTitle } from '@atelier/site';
import { Collection } from '../entities/collection.ts';
import { Website } from '../entities/website.ts';
import {
  checkNewSite,
  MAX_SITES_PER_OWNER,
  slugBase,
  slugVerdict,
  STARTER_COLLECTIONS,
  type NewSite,
  type NewSiteRequest,
} from '../domain/new-site.ts';
import { refuse, type CatalogUserError } from '../errors.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';
import type { Context } from '../context.ts';

/** An owner as the catalog knows them: by id (accounts keeps the rest). */
export interface OwnerReference {
  id: string;
}

/** The websites an owner owns, oldest first. */
export function websitesOf(em: EntityManager, ownerId: string): Promise<Website[]> {
  return em.find(Website, { ownerId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
}

/**
 * Other sites' slugs that begin like the address asked for: enough to tell which of base, base-2,
 * base-3… are free, since each shares the base's first 50 characters (a number takes fewer than 13).
 * Slugs hold only letters, digits and hyphens, so nothing in the prefix is a LIKE wildcard.
 */
async function slugsLike(em: EntityManager, asked: string): Promise<Set<string>> {
  const rows = await em.execute<{ slug: string }[]>('select "slug" from "catalog"."website" where "slug" like ?', [
    `${slugBase(asked).slice(0, 50)}%`,
  ]);
  return new Set(rows.map((row) => row.slug));
}

/** Whether a new site may have an address (the slug given, else the title's), and a free one close to it. */
export async function newSiteSlug(
  em: EntityManager,
  asked: { title?: string | null; slug?: string | null },
): Promise<{ slug: string; available: boolean; suggestion: string; problems: CatalogUserError[] }> {
  const wanted = asked.slug?.trim() ? asked.slug : slugFromTitle(asked.title ?? '');
  const { slug, suggestion, problem } = slugVerdict(wanted, await slugsLike(em, wanted), ['slug']);
  return { slug, available: !problem, suggestion, problems: problem ? [problem] : [] };
}

/**
 * A new website of the signed-in owner, with its empty shop, blog and page, all in one transaction.
 * Every input is checked before anything is counted or stored. An owner's creations take turns (a
 * lock on the owner inside the transaction), so the cap on their sites holds when they click twice;
 * two owners asking for one slug are told apart by the unique index, and the second is refused with
 * SLUG_TAKEN and a free one. A refused creation gives back what the limits counted.
 */
const log = createLogger('catalog');

export async function createWebsite(
  ctx: Context,
  request: NewSiteRequest,
): Promise<Outcome<Website, CatalogErrorCode>> {
  const owner = await ctx.signedInOwner();
  if (!owner) return refuse('NOT_SIGNED_IN');
  if (!owner.emailVerified) return refuse('EMAIL_NOT_VERIFIED');
  const ownerId = owner.id;
  const checked = checkNewSite(request, await slugsLike(ctx.em, request.slug));
  if (!checked.ok) return checked;
  const counted = [
    { limit: ctx.limits.newSitesPerOwner, key: ownerId },
    { limit: ctx.limits.newSitesPerClient, key: ctx.clientAddress },
  ];
  const decisions = await Promise.all(counted.map(({ limit, key }) => limit.consume(key)));
  const made: Outcome<Website, CatalogErrorCode> = decisions.every((decision) => decision.allowed)
    ? await storeWebsite(ctx.em, ownerId, checked.value)
    : refuse('RATE_LIMITED', null, { of: 'newSites' });
  if (!made.ok) {
    await Promise.all(counted.map(({ limit, key }) => limit.refund(key)));
    return made;
  }
  // A host asked for before the site existed is kept, in every process, as naming none until told.
  await announceSiteChange(ctx.em, { kind: 'address', websiteId: made.value.id });
  await startTrial(ctx, made.value.id);
  return made;
}

/**
 * Asks billing for the new site's plan, which starts its trial now. Billing would start it on the
 * site's first need anyway, so a billing that cannot be reached does not undo the site.
 */
async function startTrial(ctx: Pick<Context, 'plans'>, siteId: string): Promise<void> {
  try {
    await ctx.plans.entitlementOf(siteId);
  } catch (error) {
    log.warn({ err: error, siteId }, 'billing could not be asked to start a new site’s trial; it starts on first need');
  }
}

async function storeWebsite(
  em: EntityManager,
  ownerId: string,
  site: NewSite,
): Promise<Outcome<Website, CatalogErrorCode>> {
  try {
    return await unlessRefused(() =>
      em.transactional(async (tx) => {
        await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`catalog.new-site:${ownerId}`]);
        if ((await tx.count(Website, { ownerId })) >= MAX_SITES_PER_OWNER)
          throw new Refusal(refuse('TOO_MANY_SITES', null, { max: MAX_SITES_PER_OWNER }));
        const website = tx.create(Website, {
          id: `site_${randomUUID()}`,
          slug: site.slug,
          title: site.title,
          theme: site.theme,
          selectedCurrency: site.currency,
          locale: site.locale,
          timeZone: site.timeZone,
          ownerId,
        });
        STARTER_COLLECTIONS.forEach(({ type, urlId, title }, position) =>
          tx.create(Collection, {
            id: `col_${randomUUID()}`,
            websiteId: website.id,
            type,
            urlId,
            title,
            navigation: 'mainNav',
            position,
          }),
        );
        await tx.flush();
        return ok(website);
      }),
    );
  } catch (error) {
    // Another site took the slug after it was checked: only the unique slug can clash here.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const { suggestion } = slugVerdict(site.slug, await slugsLike(em, site.slug));
    return refuse('SLUG_TAKEN', ['input', 'slug'], { slug: site.slug, suggestion });
  }
}
