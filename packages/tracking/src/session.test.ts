import { describe, expect, it } from 'vitest';
import { sessionFlags, STORAGE_UNAVAILABLE_WARNING, type StorageAccess } from './session.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function browser() {
  const local = memoryStorage();
  let session = memoryStorage();
  return {
    access: { local: () => local, session: () => session } satisfies StorageAccess,
    newSession: () => (session = memoryStorage()),
  };
}

const ids = () => {
  let n = 0;
  return () => `id-${++n}`;
};

describe('session id and flags', () => {
  it('makes the session id once per session and says which page landed first, and which session was first', () => {
    const { access, newSession } = browser();
    const newId = ids();
    const warnings: string[] = [];
    const first = sessionFlags(access, newId, (w) => warnings.push(w));
    expect(first).toEqual({ sessionId: 'id-1', firstLanding: true, firstSession: true });
    expect(sessionFlags(access, newId, (w) => warnings.push(w))).toEqual({
      sessionId: 'id-1',
      firstLanding: false,
      firstSession: true,
    });
    newSession();
    expect(sessionFlags(access, newId, (w) => warnings.push(w))).toEqual({
      sessionId: 'id-2',
      firstLanding: true,
      firstSession: false,
    });
    expect(warnings).toEqual([]);
  });

  it("warns 'Unable access local/session storage.' when the storage cannot be reached, and counts nothing as first", () => {
    const blocked: StorageAccess = {
      local: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      session: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    const warnings: string[] = [];
    expect(sessionFlags(blocked, ids(), (w) => warnings.push(w))).toEqual({
      sessionId: 'id-1',
      firstLanding: false,
      firstSession: false,
    });
    expect(warnings).toEqual([STORAGE_UNAVAILABLE_WARNING]);
    expect(STORAGE_UNAVAILABLE_WARNING).toBe('Unable access local/session storage.');
  });

  it('warns too when writing is refused (a full or read-only storage)', () => {
    const readOnly = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    const warnings: string[] = [];
    sessionFlags({ local: () => readOnly, session: () => readOnly }, ids(), (w) => warnings.push(w));
    expect(warnings).toEqual(['Unable access local/session storage.']);
  });
});
