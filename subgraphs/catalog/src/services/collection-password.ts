import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword, ok, type Outcome } from '@atelier/platform';
import { Collection } from '../entities/collection.ts';
import { MAX_PAGE_PASSWORD } from '../domain/page-input.ts';
import { refuse } from '../errors.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';

/** What a collection's password column holds for a password an owner gave: '' removes it. */
export const passwordHashFor = async (password: string): Promise<string | null> =>
  password === '' ? null : hashPassword(password);

/**
 * Guards one of the site's collections with a password, or removes it. Visitors' unlock keys are
 * made from the hash (unlock-policy.ts), so a changed password locks out those who gave the old one.
 */
export async function setCollectionPassword(
  em: EntityManager,
  siteId: string,
  collectionId: string,
  password: string,
): Promise<Outcome<Collection, CatalogErrorCode>> {
  if (password.length > MAX_PAGE_PASSWORD) return refuse('PASSWORD_TOO_LONG', ['password'], { max: MAX_PAGE_PASSWORD });
  const collection = await em.findOne(Collection, { id: collectionId, websiteId: siteId });
  if (!collection) return refuse('NOT_FOUND', ['collectionId'], { of: 'collection' });
  collection.passwordHash = await passwordHashFor(password);
  await em.flush();
  return ok(collection);
}
