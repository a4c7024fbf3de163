import type { EntityManager } from '@mikro-orm/postgresql';
import { utcDay } from '../domain/partitions.ts';
import { deleteOldSalts } from './daily-salts.ts';
import { deleteEventsPastSiteRetention, dropPartitionsPastRetention, ensurePartitionsAhead } from './partitions.ts';

/**
 * The hourly upkeep: the next days' partitions made ahead, partitions past the retention dropped
 * (and sites' shorter retentions applied), and every earlier day's salt deleted.
 */
export async function keepTrackingTables(em: EntityManager, retentionDays: number, now = new Date()) {
  const made = await ensurePartitionsAhead(em, now);
  const dropped = await dropPartitionsPastRetention(em, now, retentionDays);
  const deletedEvents = await deleteEventsPastSiteRetention(em, now, retentionDays);
  const deletedSalts = await deleteOldSalts(em, utcDay(now));
  return { made: made.length, dropped: dropped.length, deletedEvents, deletedSalts };
}
