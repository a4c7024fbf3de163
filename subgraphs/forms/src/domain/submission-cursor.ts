/** Keyset cursor over submissions, newest first: (created_at, id) of the last one shown. */
export interface SubmissionCursor {
  createdAt: Date;
  id: string;
}

export function encodeSubmissionCursor(cursor: SubmissionCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), cursor.id])).toString('base64url');
}

/** null for anything that is not a cursor this service made. */
export function decodeSubmissionCursor(text: string): SubmissionCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string')
      return null;
    const createdAt = new Date(parsed[0]);
    return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id: parsed[1] };
  } catch {
    return null;
  }
}
