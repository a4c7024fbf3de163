import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger, executePrepared, ok, type Outcome } from '@atelier/platform';
import { bucketStart } from '../domain/buckets.ts';
import { eventFields, type EventInput } from '../domain/event-fields.ts';
import { daysAhead, utcDay } from '../domain/partitions.ts';
import { visitorHash } from '../domain/visitor-hash.ts';
import type { UserAgentFacts } from '../domain/user-agent.ts';
import { refuse } from '../errors.ts';
import type { TrackingErrorCode } from '../generated/resolvers-types.ts';
import type { DailySalts } from './daily-salts.ts';
import { ensurePartitions } from './partitions.ts';
import { trackingEnabled } from './site-settings.ts';

const log = createLogger('tracking');

/** The most events one call may carry: the collector flushes far fewer. */
export const MAX_EVENTS_PER_BATCH = 1000;
/** At most this many dropped-field warnings are written per batch (the rest are counted). */
const WARNINGS_LOGGED = 5;

export interface EventWithVisitor extends EventInput {
  userAgent?: string | null;
  clientAddress?: string | null;
}

export interface IngestRequest {
  em: EntityManager;
  siteId: string | undefined;
  /** The request's client, and whether the product itself called (then each event names its own). */
  clientAddress: string;
  siteCall: boolean;
  salts: DailySalts;
  readUserAgent(userAgent: string): UserAgentFacts;
}

// One statement per batch: the events, and the mark of their hour for the roll-up, unless the site
// turned tracking off. The batch travels as one JSON parameter, so the text is the same for any size.
const INSERT = `with inserted as (
  insert into "tracking"."event" ("site_id", "received_at", "kind", "visitor_hash", "session_id", "visit_count",
    "path", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "device", "browser", "search_term",
    "account_id", "schema_name", "data")
  select ?, ?::timestamptz, r.kind, r.visitor_hash, r.session_id, r.visit_count, r.path, r.referrer_host,
    r.utm_source, r.utm_medium, r.utm_campaign, r.device, r.browser, r.search_term, r.account_id, r.schema_name, r.data
  from jsonb_to_recordset(?::jsonb) as r(kind text, visitor_hash text, session_id text, visit_count int, path text,
    referrer_host text, utm_source text, utm_medium text, utm_campaign text, device text, browser text,
    search_term text, account_id text, schema_name text, data jsonb)
  where coalesce((select s."tracking_enabled" from "tracking"."site_setting" s where s."site_id" = ?), true)
  returning 1
), marked as (
  insert into "tracking"."rollup_pending" ("site_id", "hour")
  select ?, ?::timestamptz where exists (select 1 from inserted)
  on conflict ("site_id", "hour") do update set "marked_at" = now()
)
select count(*)::int as recorded from inserted`;

const NO_PARTITION = '23514';

/**
 * Records a batch of events of the request's site: bots left out, each visitor hashed with the
 * day's salt (the address is used for the hash and forgotten), each field checked on its own (a bad
 * one is dropped with a warning in the log), then one INSERT for the whole batch. A missing day's
 * partition is made and the insert tried once more.
 */
export async function recordEvents(
  request: IngestRequest,
  events: readonly EventWithVisitor[],
  now = new Date(),
): Promise<Outcome<number, TrackingErrorCode>> {
  const { em, siteId } = request;
  if (!siteId) return refuse('SITE_NOT_FOUND');
  if (events.length > MAX_EVENTS_PER_BATCH) return refuse('INPUT_TOO_LARGE', ['events'], { max: MAX_EVENTS_PER_BATCH });
  const salt = await request.salts.saltOf(em, utcDay(now));
  const rows: Record<string, unknown>[] = [];
  const warnings: string[] = [];
  for (const event of events) {
    const userAgent = event.userAgent ?? '';
    const agent = request.readUserAgent(userAgent);
    if (agent.bot) continue;
    const address = (request.siteCall && event.clientAddress) || request.clientAddress;
    const { fields, warnings: dropped } = eventFields(event);
    warnings.push(...dropped);
    rows.push({
      kind: fields.kind,
      visitor_hash: visitorHash(salt, siteId, address, userAgent),
      session_id: fields.sessionId,
      visit_count: fields.visitCount,
      path: fields.path,
      referrer_host: fields.referrerHost,
      utm_source: fields.utmSource,
      utm_medium: fields.utmMedium,
      utm_campaign: fields.utmCampaign,
      device: agent.device,
      browser: agent.browser,
      search_term: fields.searchTerm,
      account_id: fields.accountId,
      schema_name: fields.schemaName,
      data: fields.data,
    });
  }
  if (warnings.length)
    log.warn(
      { siteId, dropped: warnings.length, warnings: warnings.slice(0, WARNINGS_LOGGED) },
      'event fields dropped',
    );
  if (!rows.length) return ok(0);
  const params = [siteId, now, JSON.stringify(rows), siteId, siteId, bucketStart('hour', now)];
  // Prepared, its batch a bound parameter: em.execute would write the whole batch's JSON into the
  // statement's text, escaping it character by character, and PostgreSQL would parse it again.
  const insert = () => executePrepared<{ recorded: number }>(em, INSERT, params);
  let result;
  try {
    result = await insert();
  } catch (error) {
    if ((error as { code?: string }).code !== NO_PARTITION) throw error;
    await ensurePartitions(em, daysAhead(now, 0));
    result = await insert();
  }
  const recorded = result[0]?.recorded ?? 0;
  if (recorded === 0 && !(await trackingEnabled(em, siteId))) return refuse('TRACKING_DISABLED');
  return ok(recorded);
}
