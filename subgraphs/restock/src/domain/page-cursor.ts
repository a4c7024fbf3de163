/** Where a page of groups ends: the last group's waiting count and variant (most waiting first). */
export interface GroupCursor {
  waiting: number;
  variantId: string;
}

/** Where a page of one variant's sign-ups ends: the last one's time and id (oldest first). */
export interface SignUpCursor {
  createdAt: Date;
  id: string;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

function decode(cursor: string): unknown {
  if (cursor.length > 500 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 100;

export const encodeGroupCursor = (cursor: GroupCursor) => encode({ n: cursor.waiting, v: cursor.variantId });

/** A cursor this subgraph made, else null (the caller answers a bad-input error). */
export function decodeGroupCursor(cursor: string): GroupCursor | null {
  const value = decode(cursor) as { n?: unknown; v?: unknown } | null;
  return value && Number.isSafeInteger(value.n) && (value.n as number) > 0 && isId(value.v)
    ? { waiting: value.n as number, variantId: value.v }
    : null;
}

export const encodeSignUpCursor = (cursor: SignUpCursor) => encode({ t: cursor.createdAt.toISOString(), i: cursor.id });

export function decodeSignUpCursor(cursor: string): SignUpCursor | null {
  const value = decode(cursor) as { t?: unknown; i?: unknown } | null;
  if (!value || typeof value.t !== 'string' || !isId(value.i)) return null;
  const createdAt = new Date(value.t);
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id: value.i };
}

/** The page size asked for, within its bounds; null when it is not a whole number in them. */
export function pageSize(first: number | null | undefined, bounds: { default: number; max: number }): number | null {
  if (first == null) return bounds.default;
  return Number.isSafeInteger(first) && first >= 1 && first <= bounds.max ? first : null;
}
