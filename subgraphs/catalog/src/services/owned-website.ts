import { ok, ownedSiteId, type Outcome } from '@atelier/platform';
import { Website } from '../entities/website.ts';
import { refuse } from '../errors.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';
import type { Context } from '../context.ts';

/** The request's website, to change, when the signed-in visitor owns it (the platform's one check); else why not. */
export async function ownedWebsite(ctx: Context): Promise<Outcome<Website, CatalogErrorCode>> {
  const owned = await ownedSiteId(ctx);
  if (!owned.ok) return owned;
  // The entity, which the change is made to (the loader's websites are records, for reading).
  const site = await ctx.em.findOne(Website, { id: owned.value });
  return site ? ok(site) : refuse('FORBIDDEN');
}
