import type { UserError } from './user-error.ts';
import { fail } from './user-error.ts';

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
export function homeCollectionOf<T extends HomeCandidate>(collections: readonly T[], chosenId: string | null): T | undefined {
  return (chosenId ? collections.find((c) => c.id === chosenId) : undefined) ?? collections.find((c) => c.navigation === 'mainNav') ?? collections[0];
}

export const HOME_ERRORS = {
  notFound: fail(['collectionId'], 'NOT_FOUND', 'Choose a page, shop or blog of this site.'),
  protected: fail(['collectionId'], 'HOME_PROTECTED', 'A page behind a password cannot be the home page: every visitor would meet its lock screen.'),
} as const;

/** Why a collection (of the site, or null when it is none of its) cannot be the home page; undefined when it can. */
export function homeChoiceRefusal(collection: Pick<HomeCandidate, 'passwordHash'> | null): UserError | undefined {
  if (!collection) return HOME_ERRORS.notFound;
  if (collection.passwordHash != null) return HOME_ERRORS.protected;
  return undefined;
}
