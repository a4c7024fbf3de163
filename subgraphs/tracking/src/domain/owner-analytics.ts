import { bucketStarts, type ReportRange } from '@atelier/analytics';

/** The metrics of the roll-up's totals (dimension and key ''), TRACKING-CONTRACT.md. */
export const TOTAL_METRICS = ['visits', 'visitors', 'page_views', 'searches', 'add_to_cart', 'purchase'] as const;
export type TotalMetric = (typeof TOTAL_METRICS)[number];
/** The metrics a chart draws over time. */
export const SERIES_METRICS = ['visits', 'visitors', 'page_views'] as const satisfies readonly TotalMetric[];

/** Each top table: the roll-up's dimension and the metric it is ranked by. */
export const TOP_TABLES = {
  pages: { dimension: 'page', metric: 'page_views' },
  referrers: { dimension: 'referrer', metric: 'visits' },
  campaigns: { dimension: 'campaign', metric: 'visits' },
  devices: { dimension: 'device', metric: 'visits' },
  browsers: { dimension: 'browser', metric: 'visits' },
  searchTerms: { dimension: 'search_term', metric: 'searches' },
} as const;
export type TopTable = keyof typeof TOP_TABLES;

/** How many rows a top table has when the owner does not say, and at most. */
export const TOP_ROWS = { default: 10, max: 100 } as const;

/** A row of the one statement that reads the roll-up (services/owner-analytics.ts). */
export type RollupRow =
  | { part: 'total'; metric: string; value: number; previous: number }
  | { part: 'series'; metric: string; bucketStart: Date; value: number }
  | { part: 'top'; dimension: string; key: string; value: number; previous: number };

export type Totals = Record<TotalMetric, number>;
export interface SeriesPoint {
  start: string;
  visits: number;
  visitors: number;
  pageViews: number;
}
export interface TopRow {
  key: string;
  value: number;
  previousValue: number;
}

export interface SiteAnalytics {
  range: ReportRange;
  totals: Totals;
  previousTotals: Totals;
  series: SeriesPoint[];
  previousSeries: SeriesPoint[];
  tables: Record<TopTable, TopRow[]>;
}

const zeroTotals = (): Totals => ({ visits: 0, visitors: 0, page_views: 0, searches: 0, add_to_cart: 0, purchase: 0 });
const isTotalMetric = (metric: string): metric is TotalMetric => (TOTAL_METRICS as readonly string[]).includes(metric);

/**
 * Shapes the roll-up's rows into the owner's answer: totals of both periods, a point for every
 * bucket of each (zero where nothing was counted, so both lines have as many points), and each
 * top table ranked by its count in the range, the key breaking ties.
 */
export function analyticsOf(rows: readonly RollupRow[], range: ReportRange): SiteAnalytics {
  const totals = zeroTotals();
  const previousTotals = zeroTotals();
  const buckets = new Map<number, { visits: number; visitors: number; page_views: number }>();
  const tables = Object.fromEntries(Object.keys(TOP_TABLES).map((table) => [table, [] as TopRow[]])) as Record<
    TopTable,
    TopRow[]
  >;
  const tableOf = new Map<string, TopTable>(
    Object.entries(TOP_TABLES).map(([table, { dimension }]) => [dimension, table as TopTable]),
  );
  for (const row of rows) {
    if (row.part === 'total') {
      if (!isTotalMetric(row.metric)) continue;
      totals[row.metric] = row.value;
      previousTotals[row.metric] = row.previous;
    } else if (row.part === 'series') {
      if (row.metric !== 'visits' && row.metric !== 'visitors' && row.metric !== 'page_views') continue;
      const time = row.bucketStart.getTime();
      const bucket = buckets.get(time) ?? { visits: 0, visitors: 0, page_views: 0 };
      bucket[row.metric] = row.value;
      buckets.set(time, bucket);
    } else {
      const table = tableOf.get(row.dimension);
      if (table) tables[table].push({ key: row.key, value: row.value, previousValue: row.previous });
    }
  }
  for (const list of Object.values(tables))
    list.sort((a, b) => b.value - a.value || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const pointsOf = (from: string, to: string) =>
    bucketStarts(from, to, range.bucket).map((start) => {
      const bucket = buckets.get(Date.parse(start));
      return {
        start,
        visits: bucket?.visits ?? 0,
        visitors: bucket?.visitors ?? 0,
        pageViews: bucket?.page_views ?? 0,
      };
    });
  return {
    range,
    totals,
    previousTotals,
    series: pointsOf(range.from, range.to),
    previousSeries: pointsOf(range.previousFrom, range.previousTo),
    tables,
  };
}

/** Add-to-cart or purchase visits over all visits; 0 without visits. */
export const conversionRate = (visitsWith: number, visits: number) => (visits === 0 ? 0 : visitsWith / visits);
