/**
 * When a failed delivery is posted again: 30 seconds after the first failure, the delay doubling
 * after each (30 s, 1 min, 2 min … 4 h 16 min) and never more than 6 hours, for 24 hours from the
 * event: 13 attempts in all. After that it is FAILED, and only the owner's redeliver sends it again.
 */
export const RETRY = { firstDelaySeconds: 30, maxDelaySeconds: 6 * 3600, giveUpAfterHours: 24 } as const;

/** The next attempt's time after `attempts` failed ones, or null when the 24 hours are over. */
export function nextAttemptAt(eventAt: Date, attempts: number, now: Date): Date | null {
  const delay = Math.min(RETRY.firstDelaySeconds * 2 ** Math.max(attempts - 1, 0), RETRY.maxDelaySeconds);
  const next = new Date(now.getTime() + delay * 1000);
  return next.getTime() - eventAt.getTime() > RETRY.giveUpAfterHours * 3600 * 1000 ? null : next;
}
