import type { EntityManager } from '@mikro-orm/postgresql';
import { bucketEnd, bucketsToRecompute, type Bucket } from '../domain/buckets.ts';

/** Keys each dimension keeps per bucket: the dashboard's top tables show at most 100. */
export const TOP_KEYS = 100;
/** The key of a dimension's keys past its TOP_KEYS; a real key of these words is counted with them. */
export const OTHER_KEY = '(other)';

/** Hours taken from the marks per transaction: a run goes on until none is left. */
const HOURS_PER_RUN = 200;

// A bucket's aggregates, recomputed whole from its raw events. A visit is a session (the page
// script's session id; the visitor's hash when an event has none); a visitor is a day-salted hash,
// so the daily bucket counts each once that day and the hourly one that hour. A campaign is
// `source / medium / campaign`, '(none)' for a missing part. Each dimension keeps its TOP_KEYS keys
// with the most page views (searches: the most searched terms) and sums the rest under OTHER_KEY, so
// a bucket holds a bounded number of rows however busy the site: the dashboard's reads cost the same
// at ten thousand events as at ten million. Rows with nothing to count are left out.
const RECOMPUTE = `with e as (
  select "kind", "visitor_hash", coalesce("session_id", "visitor_hash") as visit, "path", "referrer_host",
    case when coalesce("utm_source", "utm_medium", "utm_campaign") is not null
      then concat_ws(' / ', coalesce("utm_source", '(none)'), coalesce("utm_medium", '(none)'), coalesce("utm_campaign", '(none)'))
    end as campaign,
    "device", "browser", "search_term"
  from "tracking"."event"
  where "site_id" = ? and "received_at" >= ? and "received_at" < ?
    and "kind" in ('page_view', 'site_search', 'add_to_cart', 'purchase')
), totals as (
  select count(distinct visit) filter (where kind = 'page_view') as visits,
    count(distinct visitor_hash) filter (where kind = 'page_view') as visitors,
    count(*) filter (where kind = 'page_view') as page_views,
    count(*) filter (where kind = 'site_search') as searches,
    count(distinct visit) filter (where kind = 'add_to_cart') as add_to_cart,
    count(distinct visit) filter (where kind = 'purchase') as purchase
  from e
), by_dimension as (
  select case when grouping("path") = 0 then 'page' when grouping("referrer_host") = 0 then 'referrer'
      when grouping(campaign) = 0 then 'campaign' when grouping("device") = 0 then 'device' else 'browser' end as dimension,
    coalesce("path", "referrer_host", campaign, "device", "browser") as key,
    count(*) as page_views, count(distinct visit) as visits
  from e where kind = 'page_view'
  group by grouping sets (("path"), ("referrer_host"), (campaign), ("device"), ("browser"))
), ranked as (
  select dimension, key, page_views, visits,
    row_number() over (partition by dimension order by page_views desc, key) as rank
  from by_dimension where key is not null
  union all
  select 'search_term', "search_term", count(*), 0,
    row_number() over (order by count(*) desc, "search_term")
  from e where kind = 'site_search' and "search_term" is not null group by "search_term"
), capped as (
  select dimension, key, page_views, visits from ranked where rank <= ${TOP_KEYS} and key <> '${OTHER_KEY}'
  union all
  select dimension, '${OTHER_KEY}', sum(page_views), sum(visits) from ranked
   where rank > ${TOP_KEYS} or key = '${OTHER_KEY}' group by dimension
), rows as (
  select metric, '' as dimension, '' as key, value from totals
    cross join lateral (values ('visits', visits), ('visitors', visitors), ('page_views', page_views),
      ('searches', searches), ('add_to_cart', add_to_cart), ('purchase', purchase)) as t(metric, value)
  union all
  select metric, dimension, key, value from capped
    cross join lateral (values ('page_views', page_views), ('visits', visits)) as t(metric, value)
    where dimension <> 'search_term'
  union all
  select 'searches', dimension, key, page_views from capped where dimension = 'search_term'
)
insert into "tracking"."rollup" ("site_id", "granularity", "bucket_start", "metric", "dimension", "key", "value")
select ?, ?, ?::timestamptz, metric, dimension, key, value from rows where value > 0`;

/** Rewrites one bucket's aggregates from its raw events: delete and insert, in the caller's transaction. */
export async function recomputeBucket(em: EntityManager, bucket: Bucket): Promise<void> {
  await em.execute(`delete from "tracking"."rollup" where "site_id" = ? and "granularity" = ? and "bucket_start" = ?`, [
    bucket.siteId,
    bucket.granularity,
    bucket.start,
  ]);
  await em.execute(RECOMPUTE, [
    bucket.siteId,
    bucket.start,
    bucketEnd(bucket),
    bucket.siteId,
    bucket.granularity,
    bucket.start,
  ]);
}

/**
 * The roll-up job's work: takes the hours marked by new events, and in the same transaction
 * recomputes each hour and its day. A batch inserted meanwhile marks its hour again (its upsert
 * waits for this transaction's delete of the mark), so the next run sees it; a failed run gives
 * the marks back. Running it again recomputes the same numbers: nothing is counted twice.
 */
export async function rollUpMarkedHours(em: EntityManager): Promise<{ hours: number; buckets: number }> {
  let hours = 0;
  let buckets = 0;
  for (;;) {
    const done = await em.fork().transactional(async (tx) => {
      const marks = await tx.execute<{ site_id: string; hour: Date }[]>(
        `delete from "tracking"."rollup_pending" where ("site_id", "hour") in (
           select "site_id", "hour" from "tracking"."rollup_pending" order by "hour" limit ? for update skip locked)
         returning "site_id", "hour"`,
        [HOURS_PER_RUN],
      );
      const recompute = bucketsToRecompute(marks.map((m) => ({ siteId: m.site_id, hour: new Date(m.hour) })));
      for (const bucket of recompute) await recomputeBucket(tx, bucket);
      return { hours: marks.length, buckets: recompute.length };
    });
    hours += done.hours;
    buckets += done.buckets;
    if (done.hours < HOURS_PER_RUN) return { hours, buckets };
  }
}

/** Marks every hour of a site's events in a range again, so the next run recomputes them (an operator's repair). */
export async function markHours(em: EntityManager, siteId: string, from: Date, to: Date): Promise<number> {
  const rows = await em.execute(
    `insert into "tracking"."rollup_pending" ("site_id", "hour")
     select distinct "site_id", date_trunc('hour', "received_at" at time zone 'UTC') at time zone 'UTC' from "tracking"."event"
      where "site_id" = ? and "received_at" >= ? and "received_at" < ?
     on conflict ("site_id", "hour") do update set "marked_at" = now()
     returning 1`,
    [siteId, from, to],
  );
  return rows.length;
}
