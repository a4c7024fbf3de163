import {
  FOLDER_BEHAVIOR_CODES,
  folderAround,
  navigationEntries,
  type FolderBehavior,
  type NavigationEntry,
} from '@atelier/site';
import { collectionContext } from '../render/page-context.ts';

/** A collection of the site as navigation reads it (StorefrontWebsite's collections). */
export interface NavigationCollection {
  id: string;
  title: string;
  urlId: string;
  fullUrl: string;
  type: string;
  navigation: string | null;
  folder: boolean;
  folderBehavior: FolderBehavior | null;
  parentId: string | null;
}

/**
 * A collection's JSON in navigation, as Squarespace gives it: `folder` on every collection, and a
 * folder's `folderBehavior` as the engine's number ({.index?}, {.redirect?}, {.clickable?} read it).
 */
export function navigationCollectionJson(c: NavigationCollection) {
  return {
    ...collectionContext(c),
    folder: c.folder,
    ...(c.folderBehavior ? { folderBehavior: FOLDER_BEHAVIOR_CODES[c.folderBehavior] } : {}),
  };
}

/**
 * One entry of a navigation: `{ active, collection }`; a folder's also `folderActive` (the page is
 * one of its own, or the folder's), its pages as `items` (each `{ active, collection }`, what
 * `{.repeated section items}` inside `{.folder?}` draws) and as `collection.collections`, as the
 * template compiler's fixtures give an index's pages.
 */
export function navigationItem(entry: NavigationEntry<NavigationCollection>, currentId: string | undefined) {
  const { collection } = entry;
  const json = navigationCollectionJson(collection);
  const active = collection.id === currentId;
  if (!collection.folder) return { active, collection: json };
  const items = entry.children.map((child) => ({
    active: child.id === currentId,
    collection: navigationCollectionJson(child),
  }));
  return {
    active,
    folderActive: active || items.some((item) => item.active),
    collection: { ...json, collections: items.map((item) => item.collection) },
    items,
  };
}

/** Every navigation of the theme's template.conf, each as `{ title, items }`. */
export function navigationsJson(
  collections: readonly NavigationCollection[],
  navigations: readonly { name: string; title: string }[],
  currentId: string | undefined,
) {
  return Object.fromEntries(
    navigations.map((nav) => [
      nav.name,
      {
        title: nav.title,
        items: navigationEntries(collections, nav.name).map((entry) => navigationItem(entry, currentId)),
      },
    ]),
  );
}

/**
 * <squarespace:folder-navigation>: on a page in a folder (or at a folder's own address), that folder's
 * pages, the current one active, with the folder as `collection`; elsewhere the navigation the page is
 * listed in, as a folder of its own; null when the page is in none.
 */
export function folderNavigationJson(
  collections: readonly NavigationCollection[],
  navigations: Record<string, { title: string; items: { active: boolean }[] }>,
  currentId: string | undefined,
) {
  const folder = folderAround(collections, currentId);
  if (folder) {
    const item = navigationItem(
      { collection: folder, children: collections.filter((c) => c.parentId === folder.id) },
      currentId,
    );
    return { title: folder.title, collection: item.collection, items: item.items ?? [] };
  }
  return Object.values(navigations).find((nav) => nav.items.some((item) => item.active)) ?? null;
}
