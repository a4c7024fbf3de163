/**
 * Single-use links and tokens an owner receives: mailed links that verify an email or reset a
 * password, and the hand-off token that carries a sign-in to another host. Each is 256 random bits,
 * stored only as its SHA-256 (as sessions are), used once, and good for so long.
 */
export type LinkKind = 'verify-email' | 'reset-password' | 'session-handoff';

export const LINK_LIFETIME_SECONDS: Record<LinkKind, number> = {
  'verify-email': 24 * 60 * 60,
  'reset-password': 60 * 60,
  'session-handoff': 60,
};

/** Used and expired links are kept this long after their expiry, so that a late click hears "used" or "expired", not "invalid". */
export const SPENT_LINKS_KEPT_DAYS = 30;

export type LinkState = 'valid' | 'expired' | 'used';

export interface IssuedLink {
  expiresAt: Date;
  usedAt: Date | null;
}

/** Where an issued link stands at `now`: a used one says so even once it has expired too. */
export function linkState(link: IssuedLink, now: Date): LinkState {
  if (link.usedAt) return 'used';
  return link.expiresAt.getTime() > now.getTime() ? 'valid' : 'expired';
}

/** When a link issued at `now` stops working. */
export function linkExpiry(kind: LinkKind, now: Date): Date {
  return new Date(now.getTime() + LINK_LIFETIME_SECONDS[kind] * 1000);
}
