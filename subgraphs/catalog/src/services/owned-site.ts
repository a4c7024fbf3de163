import { OWNER_ERRORS, type UserError } from '@atelier/platform';
import { Website } from '../entities/website.ts';
import type { Context } from '../context.ts';
import type { OwnerPort } from '@atelier/platform';

export const fail = (field: (string | number)[] | null, code: string, message: string): UserError => ({ field: field && field.map(String), code, message });

/** The site the request is for, when the signed-in visitor owns it; else why not. */
export async function ownedSite(ctx: Context, owners: OwnerPort): Promise<{ site: Website } | { error: UserError }> {
  const { siteId, sessionToken } = ctx.request;
  if (!sessionToken) return { error: OWNER_ERRORS.notSignedIn };
  // Asked once per request: a dashboard query may check many fields.
  ctx.ownership ??= siteId ? owners.ownsSite(sessionToken, siteId) : Promise.resolve(false);
  if (!siteId || !(await ctx.ownership)) return { error: OWNER_ERRORS.notOwner };
  const site = await ctx.em.findOne(Website, { id: siteId });
  return site ? { site } : { error: OWNER_ERRORS.notOwner };
}
