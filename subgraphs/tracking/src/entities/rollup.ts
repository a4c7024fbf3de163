import { EntitySchema } from '@mikro-orm/core';

export type Granularity = 'hour' | 'day';
export const METRICS = ['visits', 'visitors', 'page_views', 'searches', 'add_to_cart', 'purchase'] as const;
export type Metric = (typeof METRICS)[number];
export const DIMENSIONS = ['', 'page', 'referrer', 'campaign', 'device', 'browser', 'search_term'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/**
 * One aggregate of one bucket (an hour or a UTC day) of a site: a metric, by a dimension's key, or
 * the total when dimension and key are ''. Rewritten whole by the roll-up job; the dashboard reads
 * only these rows, through the (site_id, granularity, dimension, bucket_start) index.
 */
export class RollupRow {
  siteId!: string;
  granularity!: Granularity;
  bucketStart!: Date;
  metric!: Metric;
  dimension: Dimension = '';
  key = '';
  value!: string;
}

export const RollupRowSchema = new EntitySchema<RollupRow>({
  class: RollupRow,
  tableName: 'rollup',
  properties: {
    siteId: { type: 'text', primary: true },
    granularity: { type: 'text', primary: true },
    metric: { type: 'text', primary: true },
    dimension: { type: 'text', primary: true },
    key: { type: 'text', primary: true },
    bucketStart: { type: 'datetime', primary: true },
    value: { type: 'bigint' },
  },
});
