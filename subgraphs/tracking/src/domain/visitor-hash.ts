import { hash, randomBytes } from 'node:crypto';

/** A new day's salt: 32 random bytes, never derived from anything that outlives the day. */
export function newDailySalt(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The visitor of an event, for counting unique visitors: a hash of the day's salt, the site, the
 * client's address and its User-Agent. The same visitor gets the same hash all day on one site, a
 * different one on another site, and an unrelated one the next day; once the day's salt is deleted
 * no one can tell which address it was made from. The address itself is never stored.
 */
export function visitorHash(salt: string, siteId: string, clientAddress: string, userAgent: string): string {
  // One-shot: a Hash object per event costs more than the hashing of its few hundred bytes.
  return hash('sha256', `${salt}\0${siteId}\0${clientAddress}\0${userAgent}`, 'base64url').slice(0, 22);
}

/** The salts to delete at `today` (YYYY-MM-DD, UTC): every earlier day's. */
export function saltsPastUse(days: readonly string[], today: string): string[] {
  return days.filter((day) => day < today);
}
