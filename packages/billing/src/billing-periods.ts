import type { BillingInterval } from './plans.ts';

const DAY_MS = 86_400_000;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * `months` calendar months after `from`, on the anchor's day of the month or the month's last day
 * when it has fewer (Jan 31 → Feb 28 → Mar 31), at the same time of day, in UTC. Counting from the
 * anchor keeps a period's day from drifting after a short month.
 */
export function addMonths(from: Date, months: number, anchorDay = from.getUTCDate()): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const target = new Date(Date.UTC(year, month, 1));
  const day = Math.min(anchorDay, daysInMonth(target.getUTCFullYear(), target.getUTCMonth()));
  const timeOfDay = from.getTime() - Date.UTC(year, from.getUTCMonth(), from.getUTCDate());
  return new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), day) + timeOfDay);
}

/** The end of a billing period that starts at `start`; `anchorDay` is the subscription's day of the month. */
export function periodEndOf(start: Date, interval: BillingInterval, anchorDay = start.getUTCDate()): Date {
  return addMonths(start, interval === 'MONTHLY' ? 1 : 12, anchorDay);
}

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}
