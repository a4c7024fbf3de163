import { ok, ownedSiteId, type Outcome } from '@atelier/platform';
import type { Website } from '../entities/website.ts';
import { refuse } from '../errors.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';
import type { Context } from '../context.ts';

/** The request's website, to change, when the signed-in visitor owns it (the platform's one check); else why not. */
export async function ownedWebsite(ctx: Context): Promise<Outcome<Website, CatalogErrorCode>> {
  const owned = await ownedSiteId(ctx);
  if (!owned.ok) return owned;
  const site = await ctx.loaders.website.load(owned.value);
  return site ? ok(site) : refuse('FORBIDDEN');
}
