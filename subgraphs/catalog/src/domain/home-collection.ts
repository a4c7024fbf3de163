import { userError, type CatalogUserError } from '../errors.ts';

/** What is known of a collection to choose a site's home page among them. */
export interface HomeCandidate {
  id: string;
  navigation: string | null;
  passwordHash?: string | null;
}

/**
 * The collection a site's home page (`/`) shows, among its collections in navigation order: the one
 * its owner chose, else the first of the main navigation (what a visitor sees first), else the first.
 */
export function homeCollectionOf<T extends HomeCandidate>(
  collections: readonly T[],
  chosenId: string | null,
): T | undefined {
  return (
    (chosenId ? collections.find((c) => c.id === chosenId) : undefined) ??
    collections.find((c) => c.navigation === 'mainNav') ??
    collections[0]
  );
}

/** Why a collection (of the site, or null when it is none of its) cannot be the home page; undefined when it can. */
export function homeChoiceRefusal(
  collection: Pick<HomeCandidate, 'passwordHash'> | null,
): CatalogUserError | undefined {
  if (!collection) return userError('NOT_FOUND', ['collectionId'], { of: 'homePage' });
  if (collection.passwordHash != null) return userError('HOME_PROTECTED', ['collectionId']);
  return undefined;
}
