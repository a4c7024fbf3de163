/**
 * A mail the product owes someone (an owner's copy, a billing notice) that SMTP refused is tried
 * again, after a pause that doubles, this many times in all before it is given up (the outbox shows
 * each failure).
 */
export const MAIL_ATTEMPTS = 8;

/** The pause before try n + 1 of a mail: 1, 2, 4 … minutes, at most 2 hours. */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(2 ** Math.max(attempts - 1, 0), 120) * 60_000;
}
