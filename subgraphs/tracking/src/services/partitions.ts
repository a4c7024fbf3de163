import type { EntityManager } from '@mikro-orm/postgresql';
import { daysAhead, partitionName, partitionsPastRetention, startOfUtcDay } from '../domain/partitions.ts';

const DAY_MS = 86_400_000;
/** Days of partitions kept ready after today, so that midnight never waits for one. */
export const PARTITION_DAYS_AHEAD = 2;

/** Creates the partitions of these UTC days that do not exist yet, under a lock every process shares. */
export async function ensurePartitions(em: EntityManager, days: readonly Date[]): Promise<string[]> {
  return em.transactional(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('tracking.event partitions'))`);
    const existing = new Set(await partitionNames(tx));
    const made: string[] = [];
    for (const day of days) {
      const name = partitionName(day);
      if (existing.has(name)) continue;
      const from = startOfUtcDay(day);
      const to = new Date(from.getTime() + DAY_MS);
      await tx.execute(
        `create table "tracking"."${name}" partition of "tracking"."event" for values from ('${from.toISOString()}') to ('${to.toISOString()}')`,
      );
      made.push(name);
    }
    return made;
  });
}

/** Today's partition and the next days', made ahead. */
export const ensurePartitionsAhead = (em: EntityManager, now: Date) =>
  ensurePartitions(em, daysAhead(now, PARTITION_DAYS_AHEAD));

/** The names of tracking.event's partitions. */
export async function partitionNames(em: EntityManager): Promise<string[]> {
  const rows = await em.execute<{ name: string }[]>(
    `select c.relname as name from pg_inherits i
       join pg_class c on c.oid = i.inhrelid
       join pg_class p on p.oid = i.inhparent
       join pg_namespace n on n.oid = p.relnamespace
      where n.nspname = 'tracking' and p.relname = 'event'`,
  );
  return rows.map((row) => row.name);
}

/**
 * Drops the partitions past the retention, whole (no row-by-row delete, no bloat). The roll-up's
 * marks of those days go too, so no bucket is ever recomputed from events that are gone: the
 * aggregates stay.
 */
export async function dropPartitionsPastRetention(
  em: EntityManager,
  now: Date,
  retentionDays: number,
): Promise<string[]> {
  const past = partitionsPastRetention(await partitionNames(em), now, retentionDays);
  for (const name of past) await em.execute(`drop table if exists "tracking"."${name}"`);
  const oldestKept = new Date(startOfUtcDay(now).getTime() - retentionDays * DAY_MS);
  await em.execute(`delete from "tracking"."rollup_pending" where "hour" < ?`, [oldestKept]);
  return past;
}

/**
 * Sites whose owner keeps raw events for fewer days than the server: their older events are
 * deleted (the aggregates stay). A longer setting cannot outlive the day's partition.
 */
export async function deleteEventsPastSiteRetention(
  em: EntityManager,
  now: Date,
  retentionDays: number,
): Promise<number> {
  const sites = await em.execute<{ site_id: string; retention_days: number }[]>(
    `select "site_id", "retention_days" from "tracking"."site_setting" where "retention_days" < ?`,
    [retentionDays],
  );
  let deleted = 0;
  for (const site of sites) {
    const before = new Date(startOfUtcDay(now).getTime() - site.retention_days * DAY_MS);
    const rows = await em.execute<{ n: number }[]>(
      `with gone as (delete from "tracking"."event" where "site_id" = ? and "received_at" < ? returning 1) select count(*)::int as n from gone`,
      [site.site_id, before],
    );
    await em.execute(`delete from "tracking"."rollup_pending" where "site_id" = ? and "hour" < ?`, [
      site.site_id,
      before,
    ]);
    deleted += rows[0]?.n ?? 0;
  }
  return deleted;
}
