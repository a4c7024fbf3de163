import type { EntityManager } from '@mikro-orm/postgresql';
import { executePrepared } from '@atelier/platform';
import {
  encodeErrorGroupCursor,
  errorExampleOf,
  type ErrorExample,
  type ErrorGroupCursor,
} from '../domain/error-group-cursor.ts';

export interface ClientErrorGroupView {
  fingerprint: string;
  app: string;
  message: string;
  file: string;
  line: number;
  column: number;
  count: number;
  firstSeen: Date;
  lastSeen: Date;
  example: ErrorExample;
  cursor: string;
}

interface Row {
  fingerprint: string;
  app: string;
  message: string;
  file: string;
  line: number;
  col: number;
  count: string;
  first_seen: Date;
  last_seen: Date;
  /** last_seen to the microsecond, for the cursor: a JavaScript Date keeps milliseconds only. */
  last_seen_exact: string;
  example: unknown;
  total: number;
}

/**
 * A page of the site's client error groups, the latest seen first (client_error_group_recent_idx),
 * and how many groups it has in all, in one statement.
 */
export async function clientErrorGroups(
  em: EntityManager,
  siteId: string,
  size: number,
  after: ErrorGroupCursor | null,
) {
  const rows = await executePrepared<Row>(
    em,
    `select g.fingerprint, g.app, g.message, g.file, g.line, g.col, g.count::text as count, g.first_seen, g.last_seen,
            to_char(g.last_seen at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as last_seen_exact, g.example,
            (select count(*)::int from tracking.client_error_group c where c.site_id = ?) as total
       from tracking.client_error_group g
      where g.site_id = ?
        and (?::timestamptz is null or g.last_seen < ?::timestamptz or (g.last_seen = ?::timestamptz and g.fingerprint > ?))
      order by g.last_seen desc, g.fingerprint
      limit ?`,
    [
      siteId,
      siteId,
      after?.lastSeen ?? null,
      after?.lastSeen ?? null,
      after?.lastSeen ?? null,
      after?.fingerprint ?? '',
      size + 1,
    ],
  );
  const groups: ClientErrorGroupView[] = rows.slice(0, size).map((row) => ({
    fingerprint: row.fingerprint,
    app: row.app,
    message: row.message,
    file: row.file,
    line: row.line,
    column: row.col,
    count: Number(row.count),
    firstSeen: new Date(row.first_seen),
    lastSeen: new Date(row.last_seen),
    example: errorExampleOf(row.example),
    cursor: encodeErrorGroupCursor({ lastSeen: row.last_seen_exact, fingerprint: row.fingerprint }),
  }));
  return {
    groups,
    hasNextPage: rows.length > size,
    hasPreviousPage: after !== null,
    totalCount: rows[0]?.total ?? (after ? await countGroups(em, siteId) : 0),
  };
}

const countGroups = async (em: EntityManager, siteId: string) =>
  (
    await executePrepared<{ n: number }>(
      em,
      'select count(*)::int as n from tracking.client_error_group where site_id = ?',
      [siteId],
    )
  )[0]?.n ?? 0;
