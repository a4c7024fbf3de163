import type { EntityManager } from '@mikro-orm/postgresql';
import { dayStart, type ReportRange } from '@atelier/analytics';
import { analyticsOf, TOP_TABLES, type RollupRow, type SiteAnalytics } from '../domain/owner-analytics.ts';
import { OTHER_KEY } from './rollup.ts';

const DAY_MS = 86_400_000;

interface Row {
  part: 'total' | 'series' | 'top';
  metric: string;
  dimension: string;
  key: string;
  bucket_start: Date | null;
  /** bigint sums come from the driver as text. */
  value: string | null;
  previous: string | null;
}

// Each top table's dimension and the metric it is ranked by, as rows the statement joins.
const TABLE_ROWS = Object.values(TOP_TABLES)
  .map(({ dimension, metric }) => `('${dimension}', '${metric}')`)
  .join(', ');

/**
 * Everything the owner's analytics shows, in one statement over the roll-up alone (never the raw
 * events): the totals of both periods from the daily buckets, the chart's buckets (hourly or daily)
 * of both, and the top `top` keys of each table with their count in the previous period. Each table
 * sums its own dimension and metric over the range alone (an index-only scan of `rollup_top_idx`
 * per table, no row of another metric read), and the previous period is looked up by primary key
 * for the few keys shown, rather than both periods' rows of every key grouped. The roll-up's sum of
 * each bucket's rarer keys (OTHER_KEY) is no page, referrer or term: the tables leave it out.
 */
export const ANALYTICS_STATEMENT = `
  select 'total' as part, r.metric, '' as dimension, '' as key, null::timestamptz as bucket_start,
         coalesce(sum(r.value) filter (where r.bucket_start >= ?), 0)::text as value,
         coalesce(sum(r.value) filter (where r.bucket_start < ?), 0)::text as previous
    from tracking.rollup r
   where r.site_id = ? and r.granularity = 'day' and r.dimension = '' and r.key = ''
     and r.bucket_start >= ? and r.bucket_start < ?
   group by r.metric
  union all
  select 'series', r.metric, '', '', r.bucket_start, r.value::text, null
    from tracking.rollup r
   where r.site_id = ? and r.granularity = ? and r.dimension = '' and r.key = ''
     and r.metric in ('visits', 'visitors', 'page_views')
     and r.bucket_start >= ? and r.bucket_start < ?
  union all
  select 'top', t.metric, t.dimension, t.key, null, t.value::text,
         (select coalesce(sum(p.value), 0) from tracking.rollup p
           where p.site_id = ? and p.granularity = 'day' and p.metric = t.metric and p.dimension = t.dimension
             and p.key = t.key and p.bucket_start >= ? and p.bucket_start < ?)::text
    from (
      select d.metric, d.dimension, k.key, k.value,
             row_number() over (partition by d.dimension order by k.value desc, k.key) as rank
        from (values ${TABLE_ROWS}) as d(dimension, metric)
        cross join lateral (
          select r.key, sum(r.value) as value
            from tracking.rollup r
           where r.site_id = ? and r.granularity = 'day' and r.dimension = d.dimension and r.metric = d.metric
             and r.key <> '${OTHER_KEY}' and r.bucket_start >= ? and r.bucket_start < ?
           group by r.key
        ) k
    ) t
   where t.rank <= ? and t.value > 0`;

/** The values bound to ANALYTICS_STATEMENT's parameters (its `?`), in order. */
export function analyticsParams(siteId: string, range: ReportRange, top: number): unknown[] {
  const previousStart = new Date(dayStart(range.previousFrom));
  const start = new Date(dayStart(range.from));
  const end = new Date(dayStart(range.to) + DAY_MS);
  // In the order the statement's parameters come: totals, series, then the tables' look-up and ranking.
  return [
    ...[start, start, siteId, previousStart, end],
    ...[siteId, range.bucket, previousStart, end],
    ...[siteId, previousStart, start, siteId, start, end, top],
  ];
}

/** The site's analytics over a range and its previous period (the resolver has checked its owner). */
export async function siteAnalytics(
  em: EntityManager,
  siteId: string,
  range: ReportRange,
  top: number,
): Promise<SiteAnalytics> {
  // Planned for these values each time, not prepared once: a plan made for no site in particular
  // read a big site's top tables three times slower than its own plan (`npm run bench -- tracking`),
  // and planning costs under a millisecond of a dashboard's read.
  const rows = await em.execute<Row[]>(ANALYTICS_STATEMENT, analyticsParams(siteId, range, top));
  return analyticsOf(rows.map(rollupRow), range);
}

function rollupRow(row: Row): RollupRow {
  const value = Number(row.value ?? 0);
  if (row.part === 'series')
    return { part: 'series', metric: row.metric, bucketStart: new Date(row.bucket_start!), value };
  if (row.part === 'total') return { part: 'total', metric: row.metric, value, previous: Number(row.previous ?? 0) };
  return { part: 'top', dimension: row.dimension, key: row.key, value, previous: Number(row.previous ?? 0) };
}
