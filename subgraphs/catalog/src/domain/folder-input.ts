import { ok, type Outcome } from '@atelier/platform';
import { DEFAULT_FOLDER_BEHAVIOR } from '@atelier/site';
import type { FolderBehaviorName } from '../entities/collection.ts';
import type { CatalogErrorCode, FolderBehavior, FolderInput } from '../generated/resolvers-types.ts';
import { checkListedInput, type ListedValues } from './listed-input.ts';

/** A folder as it is stored; its behaviour only when the input names one or the folder is new. */
export interface FolderValues extends ListedValues {
  folderBehavior?: FolderBehaviorName;
}

const stored = (behavior: FolderBehavior) => behavior.toLowerCase() as FolderBehaviorName;

/**
 * An owner's folder, checked in the order the panel shows its fields (title, address, navigation)
 * and cleaned: the first refusal, or the values to store. A new folder without a behaviour takes
 * Squarespace's (DEFAULT_FOLDER_BEHAVIOR); a changed one keeps its own.
 */
export function checkFolderInput(input: FolderInput, isNew: boolean): Outcome<FolderValues, CatalogErrorCode> {
  const listed = checkListedInput(input);
  if (!listed.ok) return listed;
  const behavior = input.behavior ?? (isNew ? DEFAULT_FOLDER_BEHAVIOR : null);
  return ok({ ...listed.value, ...(behavior ? { folderBehavior: stored(behavior) } : {}) });
}
