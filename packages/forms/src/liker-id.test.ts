import { describe, expect, it } from 'vitest';
import { isLikerId, LIKER_ID_STORAGE_KEY, likerIdOf, type LikerIdStorage } from './liker-id.ts';

const ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const OTHER = '0f8fad5b-d9cb-469f-a165-70867728950e';

const memory = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  const store: LikerIdStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
  return { store, items };
};

describe('the like button’s visitor id', () => {
  it('is a lower-case version 4 UUID as crypto.randomUUID makes one, nothing else', () => {
    expect(isLikerId(ID)).toBe(true);
    expect(isLikerId(crypto.randomUUID())).toBe(true);
    for (const bad of [
      '',
      ID.toUpperCase(),
      ID.replace('-4255-', '-1255-'), // another version
      ID.replace('-8caf-', '-ccaf-'), // another variant
      `${ID} `,
      `${ID}0`,
      ID.slice(1),
      'x'.repeat(36),
      '198.51.100.7',
      null,
      undefined,
      42,
    ])
      expect(isLikerId(bad), String(bad)).toBe(false);
  });

  it('is kept: the same id on every like of this browser', () => {
    const { store, items } = memory({ [LIKER_ID_STORAGE_KEY]: ID });
    expect(
      likerIdOf(
        () => store,
        () => OTHER,
      ),
    ).toBe(ID);
    expect(items.get(LIKER_ID_STORAGE_KEY)).toBe(ID);
  });

  it('is made and kept on the first like, and a kept value of another shape is replaced', () => {
    const empty = memory();
    expect(
      likerIdOf(
        () => empty.store,
        () => OTHER,
      ),
    ).toBe(OTHER);
    expect(empty.items.get(LIKER_ID_STORAGE_KEY)).toBe(OTHER);
    expect(
      likerIdOf(
        () => empty.store,
        () => ID,
      ),
    ).toBe(OTHER);
    const odd = memory({ [LIKER_ID_STORAGE_KEY]: 'someone@example.com' });
    expect(
      likerIdOf(
        () => odd.store,
        () => ID,
      ),
    ).toBe(ID);
    expect(odd.items.get(LIKER_ID_STORAGE_KEY)).toBe(ID);
  });

  it('is none when the browser keeps nothing: no storage, a refused write, a write not kept, no random UUIDs', () => {
    const refusing: LikerIdStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    const forgetting: LikerIdStorage = { getItem: () => null, setItem: () => undefined };
    expect(
      likerIdOf(
        () => {
          throw new DOMException('denied', 'SecurityError');
        },
        () => ID,
      ),
    ).toBeUndefined();
    expect(
      likerIdOf(
        () => refusing,
        () => ID,
      ),
    ).toBeUndefined();
    expect(
      likerIdOf(
        () => forgetting,
        () => ID,
      ),
    ).toBeUndefined();
    expect(
      likerIdOf(
        () => memory().store,
        () => {
          throw new TypeError('crypto.randomUUID is not a function');
        },
      ),
    ).toBeUndefined();
  });
});
