/**
 * Navigation folders: a folder (a collection with `folder: true`) groups pages and collections one
 * level deep, in the site's one order. Its folderBehavior says what its own address shows, with the
 * numbers of SPEC's enumeration and the template engine's FolderBehavior, which `{.index?}`,
 * `{.redirect?}` and `{.clickable?}` read.
 */
export const FOLDER_BEHAVIOR_CODES = { INDEX: 1, REDIRECT: 2, NONE: 3 } as const;

export type FolderBehavior = keyof typeof FOLDER_BEHAVIOR_CODES;

/**
 * A new folder's behaviour when its owner names none: Squarespace's folders send a visitor at their
 * address to their first page (an index page is the folder that lists its pages instead).
 */
export const DEFAULT_FOLDER_BEHAVIOR: FolderBehavior = 'REDIRECT';

/** What a folder's own address answers. */
export type FolderAddressAnswer = { kind: 'index' } | { kind: 'redirect'; to: string } | { kind: 'notFound' };

/**
 * INDEX: a page listing its pages (through the theme's folder list), even while it has none;
 * REDIRECT: a redirect to its first page, and no page while it has none; NONE: no page at all, the
 * folder only groups its pages in navigation.
 */
export function folderAddressAnswer(
  behavior: FolderBehavior,
  children: readonly { fullUrl: string }[],
): FolderAddressAnswer {
  if (behavior === 'INDEX') return { kind: 'index' };
  const first = children[0];
  if (behavior === 'REDIRECT' && first) return { kind: 'redirect', to: first.fullUrl };
  return { kind: 'notFound' };
}

/** What a move needs to know of a collection: whether it is a folder. */
export interface FolderPlace {
  id: string;
  folder: boolean;
}

export type FolderMoveProblem = 'NOT_A_FOLDER' | 'FOLDER_IN_FOLDER';

/**
 * Why `moving` cannot go into `into` (null: out of any folder, always allowed); undefined when it
 * can. Folders are one level deep: a folder goes into none, and only a folder takes pages.
 */
export function folderMoveProblem(moving: FolderPlace, into: FolderPlace | null): FolderMoveProblem | undefined {
  if (into === null) return undefined;
  if (!into.folder) return 'NOT_A_FOLDER';
  if (moving.folder) return 'FOLDER_IN_FOLDER';
  return undefined;
}

/** A collection as navigation places it. */
export interface NavigationPlace {
  id: string;
  folder: boolean;
  parentId: string | null;
  navigation: string | null;
}

/** An entry of a navigation: a collection, and a folder's pages under it (empty for the others). */
export interface NavigationEntry<T> {
  collection: T;
  children: T[];
}

/**
 * One navigation of the site, from its collections in the site's order: those listed in it and in
 * no folder, each folder with its pages (wherever those were listed before they moved in).
 */
export function navigationEntries<T extends NavigationPlace>(
  collections: readonly T[],
  navigation: string,
): NavigationEntry<T>[] {
  return collections
    .filter((c) => c.parentId === null && c.navigation === navigation)
    .map((c) => ({ collection: c, children: c.folder ? collections.filter((child) => child.parentId === c.id) : [] }));
}

/** The folder a page is in, or the folder itself when the page is a folder's own; undefined for neither. */
export function folderAround<T extends NavigationPlace>(
  collections: readonly T[],
  currentId: string | undefined,
): T | undefined {
  const current = collections.find((c) => c.id === currentId);
  if (!current) return undefined;
  if (current.folder) return current;
  return current.parentId === null ? undefined : collections.find((c) => c.id === current.parentId && c.folder);
}
