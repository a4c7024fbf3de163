/** Where a page of client error groups ends: the last group's last-seen time (to the microsecond, as stored) and fingerprint. */
export interface ErrorGroupCursor {
  lastSeen: string;
  fingerprint: string;
}

/** Pages of error groups: 20 when the owner does not say, at most 100. */
export const ERROR_GROUP_PAGE = { default: 20, max: 100 } as const;

const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const encodeErrorGroupCursor = (cursor: ErrorGroupCursor) =>
  Buffer.from(JSON.stringify([cursor.lastSeen, cursor.fingerprint])).toString('base64url');

/** The cursor a page gave out, or null for text that is not one. */
export function decodeErrorGroupCursor(text: string): ErrorGroupCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString());
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [lastSeen, fingerprint] = value as unknown[];
    return typeof lastSeen === 'string' && EXACT_TIME.test(lastSeen) && typeof fingerprint === 'string' && fingerprint
      ? { lastSeen, fingerprint }
      : null;
  } catch {
    return null;
  }
}

/** The page size asked for, or null when it is not a whole number from 1 to the most. */
export function errorGroupPageSize(first: number | null | undefined): number | null {
  const size = first ?? ERROR_GROUP_PAGE.default;
  return Number.isInteger(size) && size >= 1 && size <= ERROR_GROUP_PAGE.max ? size : null;
}

/** One report of a group as the owner reads it: the fields the reporter sent, text or nothing. */
export interface ErrorExample {
  stack: string | null;
  url: string | null;
  userAgent: string | null;
  templateId: string | null;
  /** The reporter's custom fields as JSON text. */
  custom: string | null;
}

/** The example kept with a group (jsonb, written by the collector), each field text or null whatever was stored. */
export function errorExampleOf(stored: unknown): ErrorExample {
  const example = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const custom = example.custom;
  return {
    stack: text(example.stack),
    url: text(example.url),
    userAgent: text(example.userAgent),
    templateId: text(example.templateId),
    custom: typeof custom === 'string' ? text(custom) : custom == null ? null : JSON.stringify(custom),
  };
}
