import { ownedSiteId, type OwnerRequest } from '../errors/owner-errors.ts';

/**
 * The website asked about, when it is the request's site and the signed-in visitor owns it; null
 * for anyone else. Fields only an owner may read (orders, sign-ups, submissions) answer nothing then.
 */
export async function ownersSite(websiteId: string, ctx: OwnerRequest): Promise<string | null> {
  const owned = await ownedSiteId(ctx);
  return owned.ok && owned.value === websiteId ? owned.value : null;
}
