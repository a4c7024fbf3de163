/**
 * The days an owner's report covers (analytics and sales alike), and the period it is compared
 * with: the same number of days just before. Days are UTC calendar days written YYYY-MM-DD, both
 * ends included, because the roll-up's daily buckets and the sales summary count UTC days.
 */

/** The longest range a report answers: a year, leap day included. */
export const MAX_RANGE_DAYS = 366;
/** Ranges up to this many days are drawn hour by hour; longer ones day by day. */
export const HOURLY_UP_TO_DAYS = 2;
/** The earliest and latest day a report may name: far enough for any shop, near enough that the previous period stays a real date. */
export const FIRST_REPORT_DAY = '2000-01-01';
export const LAST_REPORT_DAY = '2099-12-31';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export type ReportBucket = 'hour' | 'day';

export interface ReportRange {
  from: string;
  to: string;
  /** How many days from..to holds, both included. */
  days: number;
  previousFrom: string;
  previousTo: string;
  bucket: ReportBucket;
}

export type ReportRangeCheck = { ok: true; value: ReportRange } | { ok: false; field: 'from' | 'to'; message: string };

/** Milliseconds since the epoch at the start of a YYYY-MM-DD day (UTC); NaN when it is no calendar day. */
export function dayStart(day: string): number {
  if (!DAY_PATTERN.test(day)) return Number.NaN;
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? Number.NaN : time;
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export const addDays = (day: string, days: number): string =>
  new Date(dayStart(day) + days * DAY_MS).toISOString().slice(0, 10);

/** The UTC day of a moment, YYYY-MM-DD. */
export const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

/** Checks a range an owner asked for and works out its previous period and how finely to draw it. */
export function reportRange(from: string, to: string): ReportRangeCheck {
  const start = dayStart(from);
  const end = dayStart(to);
  if (Number.isNaN(start)) return { ok: false, field: 'from', message: `${from} is not a day written YYYY-MM-DD.` };
  if (Number.isNaN(end)) return { ok: false, field: 'to', message: `${to} is not a day written YYYY-MM-DD.` };
  if (from < FIRST_REPORT_DAY || to > LAST_REPORT_DAY)
    return {
      ok: false,
      field: from < FIRST_REPORT_DAY ? 'from' : 'to',
      message: `Reports cover days from ${FIRST_REPORT_DAY} to ${LAST_REPORT_DAY}.`,
    };
  if (end < start)
    return {
      ok: false,
      field: 'to',
      message: 'The range ends before it starts: choose a last day on or after the first.',
    };
  const days = Math.round((end - start) / DAY_MS) + 1;
  if (days > MAX_RANGE_DAYS)
    return {
      ok: false,
      field: 'to',
      message: `A range is at most ${MAX_RANGE_DAYS} days long; this one is ${days}.`,
    };
  return {
    ok: true,
    value: {
      from,
      to,
      days,
      previousFrom: addDays(from, -days),
      previousTo: addDays(from, -1),
      bucket: days <= HOURLY_UP_TO_DAYS ? 'hour' : 'day',
    },
  };
}

/** The last `days` days up to and including `today`: the dashboard's 7, 30 and 90 day choices. */
export const lastDays = (today: string, days: number) => ({ from: addDays(today, 1 - days), to: today });

/** The start (ISO 8601, UTC) of every bucket of a period, in order: hours or days from `from` to the end of `to`. */
export function bucketStarts(from: string, to: string, bucket: ReportBucket): string[] {
  const step = bucket === 'hour' ? DAY_MS / 24 : DAY_MS;
  const end = dayStart(to) + DAY_MS;
  const starts: string[] = [];
  for (let time = dayStart(from); time < end; time += step) starts.push(new Date(time).toISOString());
  return starts;
}

/**
 * Change against the previous period as a share of it (0.25 for a quarter more); null when the
 * previous period had none, where any change would be infinite.
 */
export const changeRatio = (value: number, previous: number): number | null =>
  previous === 0 ? null : (value - previous) / previous;
