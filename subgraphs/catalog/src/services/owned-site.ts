import { OWNER_ERRORS, type UserError as PlatformUserError } from '@atelier/platform';
import { Website } from '../entities/website.ts';
import type { Context } from '../context.ts';
import type { OwnerPort } from '@atelier/platform';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';

/** The platform's one UserError, with the catalog subgraph's codes (its SDL enum CatalogErrorCode). */
export type UserError = PlatformUserError<CatalogErrorCode>;

export const fail = (field: (string | number)[] | null, code: CatalogErrorCode, message: string): UserError => ({ field: field && field.map(String), code, message });

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
