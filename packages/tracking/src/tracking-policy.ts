import type { Consent } from './cookies.ts';

/** What the page context says of the site (the owner's tracking settings). */
export interface SiteTrackingSettings {
  trackingEnabled: boolean;
  cookieBanner: boolean;
}

/** What the browser says of the visitor's wishes. */
export interface VisitorPrivacy {
  doNotTrack: boolean;
  globalPrivacyControl: boolean;
  /** Their answer to the cookie banner, when they gave one. */
  consent: Consent | undefined;
}

/**
 * What the page script does:
 * - `track`: set the cookies and record;
 * - `ask`: the owner wants a banner and the visitor has not answered: show it, set and record
 *   nothing until they accept;
 * - `clear`: record nothing and clear the census cookies (the site turned tracking off, the
 *   visitor declined, or their browser asks not to be tracked: a restrictive cookie policy).
 */
export type TrackingMode = 'track' | 'ask' | 'clear';

export function trackingMode(site: SiteTrackingSettings, visitor: VisitorPrivacy): TrackingMode {
  if (!site.trackingEnabled || visitor.doNotTrack || visitor.globalPrivacyControl) return 'clear';
  if (!site.cookieBanner) return 'track';
  if (visitor.consent === 'accepted') return 'track';
  return visitor.consent === 'declined' ? 'clear' : 'ask';
}
