const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export type Granularity = 'hour' | 'day';

/** One bucket of one site: an hour, or a UTC day, from its start. */
export interface Bucket {
  siteId: string;
  granularity: Granularity;
  start: Date;
}

/** The start of the bucket an instant falls in (hours and days in UTC). */
export function bucketStart(granularity: Granularity, at: Date): Date {
  const size = granularity === 'hour' ? HOUR_MS : DAY_MS;
  return new Date(Math.floor(at.getTime() / size) * size);
}

/** Where a bucket ends (its next bucket's start). */
export function bucketEnd(bucket: Pick<Bucket, 'granularity' | 'start'>): Date {
  return new Date(bucket.start.getTime() + (bucket.granularity === 'hour' ? HOUR_MS : DAY_MS));
}

/**
 * The buckets to recompute for the hours that got new events: each hour, and each day holding one
 * of them, once. Every bucket is recomputed whole from raw events, so counting twice is impossible.
 */
export function bucketsToRecompute(touched: readonly { siteId: string; hour: Date }[]): Bucket[] {
  const seen = new Set<string>();
  const buckets: Bucket[] = [];
  const add = (bucket: Bucket) => {
    const key = `${bucket.siteId}\0${bucket.granularity}\0${bucket.start.getTime()}`;
    if (seen.has(key)) return;
    seen.add(key);
    buckets.push(bucket);
  };
  for (const { siteId, hour } of touched) add({ siteId, granularity: 'hour', start: bucketStart('hour', hour) });
  for (const { siteId, hour } of touched) add({ siteId, granularity: 'day', start: bucketStart('day', hour) });
  return buckets;
}
