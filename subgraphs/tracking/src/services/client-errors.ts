import type { EntityManager } from '@mikro-orm/postgresql';
import { ok, type Outcome } from '@atelier/platform';
import { clientErrorReport, type ClientErrorInput } from '../domain/client-error.ts';
import { refuse } from '../errors.ts';
import type { TrackingErrorCode } from '../generated/resolvers-types.ts';
import { trackingEnabled } from './site-settings.ts';

/** The most reports one call may carry: the page's reporter sends at most 20 at a time. */
export const MAX_REPORTS_PER_BATCH = 20;

// One statement per batch: each group's count and last sighting raised, a new group with its first
// report as the example. Reports of one group are counted together first (a row is upserted once).
const UPSERT = `insert into "tracking"."client_error_group"
    ("site_id", "fingerprint", "app", "message", "file", "line", "col", "count", "first_seen", "last_seen", "example")
  select ?, r.fingerprint, r.app, r.message, r.file, r.line, r.col, r.n, ?::timestamptz, ?::timestamptz, r.example
  from jsonb_to_recordset(?::jsonb) as r(fingerprint text, app text, message text, file text, line int, col int, n bigint, example jsonb)
  where coalesce((select s."tracking_enabled" from "tracking"."site_setting" s where s."site_id" = ?), true)
  on conflict ("site_id", "fingerprint") do update
    set "count" = "client_error_group"."count" + excluded."count", "last_seen" = excluded."last_seen"
  returning "count"`;

/** Counts a batch of a site's client error reports into their groups (by message, file and line). */
export async function recordClientErrors(
  em: EntityManager,
  siteId: string | undefined,
  inputs: readonly ClientErrorInput[],
  now = new Date(),
): Promise<Outcome<number, TrackingErrorCode>> {
  if (!siteId) return refuse('SITE_NOT_FOUND');
  if (inputs.length > MAX_REPORTS_PER_BATCH)
    return refuse('INPUT_TOO_LARGE', ['reports'], { max: MAX_REPORTS_PER_BATCH });
  if (!inputs.length) return ok(0);
  const groups = new Map<string, ReturnType<typeof clientErrorReport> & { n: number }>();
  for (const input of inputs) {
    const report = clientErrorReport(input);
    const group = groups.get(report.fingerprint);
    if (group) group.n++;
    else groups.set(report.fingerprint, { ...report, n: 1 });
  }
  const rows = await em.execute(UPSERT, [siteId, now, now, JSON.stringify([...groups.values()]), siteId]);
  if (!rows.length && !(await trackingEnabled(em, siteId))) return refuse('TRACKING_DISABLED');
  return ok(inputs.length);
}
