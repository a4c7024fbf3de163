import { unlockKeyFor } from '@atelier/platform';
import type { Collection } from '../entities/collection.ts';

/** Protected, and the visitor's unlock cookie holds no key for its current password. */
export const isLocked = (
  collection: Pick<Collection, 'id' | 'passwordHash'>,
  visitor: { unlockKeys: ReadonlyMap<string, string> },
) =>
  collection.passwordHash !== null &&
  visitor.unlockKeys.get(collection.id) !== unlockKeyFor(collection.id, collection.passwordHash);
