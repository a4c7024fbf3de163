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
