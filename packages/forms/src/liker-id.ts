/**
 * The like button's visitor id: a random UUID the button keeps in the browser's local storage, one
 * per site address (storage is per origin), made when the visitor first presses Like. It is no
 * personal data (nothing of the visitor's goes into it) and never leaves the site but with a like.
 * The forms subgraph knows a visitor by it, so people behind one address (an office, a phone
 * carrier's NAT) like each their own; a browser that keeps nothing is known by its address.
 */
export const LIKER_ID_STORAGE_KEY = 'atelier-liker-id';

/** A version 4 UUID in lower case, as `crypto.randomUUID()` writes one. */
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const isLikerId = (value: unknown): value is string => typeof value === 'string' && UUID_V4.test(value);

/** Reads or saves the id; throws when the browser refuses storage (private modes, blocked storage). */
export interface LikerIdStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The browser's liker id: the one it keeps, else a new one kept from now on; undefined when storage
 * refuses (the like then counts by address). A kept value of another shape is replaced.
 */
export function likerIdOf(storage: () => LikerIdStorage, makeId: () => string): string | undefined {
  try {
    const store = storage();
    const kept = store.getItem(LIKER_ID_STORAGE_KEY);
    if (isLikerId(kept)) return kept;
    const made = makeId();
    store.setItem(LIKER_ID_STORAGE_KEY, made);
    return store.getItem(LIKER_ID_STORAGE_KEY) === made ? made : undefined;
  } catch {
    return undefined;
  }
}
