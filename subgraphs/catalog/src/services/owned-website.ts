import { OWNER_ERRORS, ownedSiteId, type UserError, type OwnerErrorCode } from '@atelier/platform';
import type { Website } from '../entities/website.ts';
import type { Context } from '../context.ts';

/** The request's website, to change, when the signed-in visitor owns it (the platform's one check); else why not. */
export async function ownedWebsite(ctx: Context): Promise<{ site: Website } | { error: UserError<OwnerErrorCode> }> {
  const owned = await ownedSiteId(ctx);
  if (!owned.ok) return { error: owned.errors[0]! };
  const site = await ctx.loaders.website.load(owned.value);
  return site ? { site } : { error: OWNER_ERRORS.notOwner };
}
