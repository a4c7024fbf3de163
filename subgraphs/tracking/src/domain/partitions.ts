const DAY_MS = 86_400_000;

/** The UTC day of an instant, YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The start of the UTC day an instant falls in. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

/** `event_20261126`: the partition of tracking.event holding one UTC day's events. */
export function partitionName(day: Date): string {
  return `event_${utcDay(day).replaceAll('-', '')}`;
}

/** The UTC day a partition's name says it holds, or undefined for a table that is not a day's partition. */
export function dayOfPartition(name: string): Date | undefined {
  const match = /^event_(\d{4})(\d{2})(\d{2})$/.exec(name);
  if (!match) return undefined;
  const day = new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00.000Z`);
  return Number.isNaN(day.getTime()) || partitionName(day) !== name ? undefined : day;
}

/** The days whose partitions should exist at `now`: today and the next `ahead` days. */
export function daysAhead(now: Date, ahead: number): Date[] {
  const today = startOfUtcDay(now).getTime();
  return Array.from({ length: ahead + 1 }, (_, i) => new Date(today + i * DAY_MS));
}

/**
 * Which partitions are past keeping: days that ended more than `retentionDays` days before `now`'s
 * day began. Today's partition and the `retentionDays` days before it stay.
 */
export function partitionsPastRetention(names: readonly string[], now: Date, retentionDays: number): string[] {
  const oldestKept = startOfUtcDay(now).getTime() - retentionDays * DAY_MS;
  return names.filter((name) => {
    const day = dayOfPartition(name);
    return day !== undefined && day.getTime() < oldestKept;
  });
}
