/** SPEC section 8's words when the browser refuses its storage (private modes, blocked cookies). */
export const STORAGE_UNAVAILABLE_WARNING = 'Unable access local/session storage.';

/** The keys the page script keeps in the browser's storage. */
export const STORAGE_KEYS = {
  /** sessionStorage: this session's id, made on its first page. */
  sessionId: 'atelier-tracking-session',
  /** localStorage: the id of the visitor's first session on this site. */
  firstSession: 'atelier-tracking-first-session',
} as const;

/** What the page script needs of `localStorage` and `sessionStorage`; reaching either may throw. */
export interface StorageAccess {
  local(): Pick<Storage, 'getItem' | 'setItem'>;
  session(): Pick<Storage, 'getItem' | 'setItem'>;
}

export interface SessionFlags {
  /** This session's id: made once per session, kept in sessionStorage. */
  sessionId: string;
  /** Whether this is the first page of the session. */
  firstLanding: boolean;
  /** Whether this session is the visitor's first on the site. */
  firstSession: boolean;
}

/**
 * The session id and the first-landing and first-session flags, from the browser's storage. When
 * the storage cannot be reached, the page warns once (SPEC section 8) and goes on with a session
 * of this page alone whose flags are false: a visitor whose storage is blocked is not counted as
 * new on every page.
 */
export function sessionFlags(
  storage: StorageAccess,
  newId: () => string,
  warn: (message: string) => void,
): SessionFlags {
  try {
    const session = storage.session();
    const local = storage.local();
    const kept = session.getItem(STORAGE_KEYS.sessionId);
    const sessionId = kept || newId();
    if (!kept) session.setItem(STORAGE_KEYS.sessionId, sessionId);
    let first = local.getItem(STORAGE_KEYS.firstSession);
    if (!first) {
      first = sessionId;
      local.setItem(STORAGE_KEYS.firstSession, first);
    }
    return { sessionId, firstLanding: !kept, firstSession: first === sessionId };
  } catch {
    warn(STORAGE_UNAVAILABLE_WARNING);
    return { sessionId: newId(), firstLanding: false, firstSession: false };
  }
}
