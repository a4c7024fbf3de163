import { COOKIES, ok, unlockKeyFor, verifyPassword, writeUnlockKeys, type Outcome } from '@atelier/platform';
import { Collection } from '../entities/collection.ts';
import { UNLOCK_LIFETIME_SECONDS } from '../domain/unlock-policy.ts';
import { refuse } from '../errors.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';
import type { Context } from '../context.ts';

/** No password is longer; what is beyond is not read (hashing a megabyte would be the visitor's to ask). */
const MAX_PASSWORD = 1024;

/**
 * A visitor's password for a protected collection of the request's site, within 10 tries per client
 * and collection; the right one sets the unlock cookie's key for it (and keeps the others).
 */
export async function unlockCollection(
  ctx: Context,
  collectionId: string,
  password: string,
): Promise<Outcome<void, CatalogErrorCode>> {
  const collection = ctx.siteId ? await ctx.em.findOne(Collection, { id: collectionId, websiteId: ctx.siteId }) : null;
  if (!collection) return refuse('NOT_FOUND', ['collectionId'], { of: 'page' });
  if (collection.passwordHash === null) return ok(undefined);
  const attempt = await ctx.limits.unlock.consume(`${collection.id}\u0000${ctx.clientAddress}`);
  if (!attempt.allowed) return refuse('RATE_LIMITED', ['password']);
  if (!(await verifyPassword(password.slice(0, MAX_PASSWORD), collection.passwordHash)))
    return refuse('WRONG_PASSWORD', ['password']);
  const keys = new Map(ctx.unlockKeys);
  keys.delete(collection.id);
  keys.set(collection.id, unlockKeyFor(collection.id, collection.passwordHash));
  ctx.setCookie({ name: COOKIES.unlock, value: writeUnlockKeys(keys), maxAgeSeconds: UNLOCK_LIFETIME_SECONDS });
  return ok(undefined);
}
