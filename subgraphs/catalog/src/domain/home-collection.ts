import { userError, type CatalogUserError } from '../errors.ts';

/** What is known of a collection to choose a site's home page among them. */
export interface HomeCandidate {
  id: string;
  navigation: string | null;
  passwordHash?: string | null;
  /** A folder is no page of its own to open a site with (domain/folder rules); a folder's page may be. */
  type?: string;
  parentId?: string | null;
}

const isFolder = (c: Pick<HomeCandidate, 'type'>) => c.type === 'folder';

/**
 * The collection a site's home page (`/`) shows, among its collections in navigation order: the one
 * its owner chose, else the first of the main navigation (what a visitor sees first), else the first;
 * never a folder, whose address shows its pages, not a page of its own.
 */
export function homeCollectionOf<T extends HomeCandidate>(
  collections: readonly T[],
  chosenId: string | null,
): T | undefined {
  return (
    (chosenId ? collections.find((c) => c.id === chosenId) : undefined) ??
    collections.find((c) => c.navigation === 'mainNav' && c.parentId == null && !isFolder(c)) ??
    collections.find((c) => !isFolder(c))
  );
}

/** Why a collection (of the site, or null when it is none of its) cannot be the home page; undefined when it can. */
export function homeChoiceRefusal(
  collection: Pick<HomeCandidate, 'passwordHash' | 'type'> | null,
): CatalogUserError | undefined {
  if (!collection || isFolder(collection)) return userError('NOT_FOUND', ['collectionId'], { of: 'homePage' });
  if (collection.passwordHash != null) return userError('HOME_PROTECTED', ['collectionId']);
  return undefined;
}
