import { ok, type Outcome } from '@atelier/platform';
import { DEFAULT_FOLDER_BEHAVIOR } from '@atelier/site';
import { refuse } from '../errors.ts';
import type { FolderBehaviorName } from '../entities/collection.ts';
import type { CatalogErrorCode, FolderBehavior, FolderInput } from '../generated/resolvers-types.ts';
import { NAVIGATION } from './page-input.ts';
import { checkTitle } from './title.ts';
import { addressOf, checkUrlId } from './url-id.ts';

/** A folder as it is stored; its behaviour only when the input names one or the folder is new. */
export interface FolderValues {
  title: string;
  urlId: string;
  navigation: string | null;
  folderBehavior?: FolderBehaviorName;
}

const stored = (behavior: FolderBehavior) => behavior.toLowerCase() as FolderBehaviorName;

/**
 * An owner's folder, checked in the order the panel shows its fields (title, address, navigation)
 * and cleaned: the first refusal, or the values to store. A new folder without a behaviour takes
 * Squarespace's (DEFAULT_FOLDER_BEHAVIOR); a changed one keeps its own.
 */
export function checkFolderInput(input: FolderInput, isNew: boolean): Outcome<FolderValues, CatalogErrorCode> {
  const title = checkTitle(input.title);
  if (!title.ok) return title;
  const urlId = checkUrlId(addressOf(input));
  if (!urlId.ok) return urlId;
  if (input.navigation != null && !NAVIGATION.test(input.navigation))
    return refuse('NAVIGATION_INVALID', ['input', 'navigation']);
  const behavior = input.behavior ?? (isNew ? DEFAULT_FOLDER_BEHAVIOR : null);
  return ok({
    title: title.value,
    urlId: urlId.value,
    navigation: input.navigation ?? null,
    ...(behavior ? { folderBehavior: stored(behavior) } : {}),
  });
}
