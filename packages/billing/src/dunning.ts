import { addDays } from './billing-periods.ts';

/**
 * Dunning: after a renewal's charge fails, the subscription is past due and the charge is tried again
 * this many days after the first failure; when the last retry fails too, the site expires. Each
 * failure mails the owner.
 */
export const DUNNING_RETRY_DAYS = [1, 3, 7] as const;

export type DunningStep = { action: 'RETRY'; at: Date; attempt: number } | { action: 'EXPIRE' };

/**
 * What follows the `failures`-th failed charge (1 for the renewal's own): the next retry and its time,
 * or expiry after the last.
 */
export function nextDunningStep(firstFailureAt: Date, failures: number): DunningStep {
  const days = DUNNING_RETRY_DAYS[failures - 1];
  if (failures < 1 || days === undefined) return { action: 'EXPIRE' };
  return { action: 'RETRY', at: addDays(firstFailureAt, days), attempt: failures + 1 };
}
