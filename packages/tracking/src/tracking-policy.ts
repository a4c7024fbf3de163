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
 *   visitor declined the banner, now or before, or their browser asks not to be tracked: a
 *   restrictive cookie policy).
 */
export type TrackingMode = 'track' | 'ask' | 'clear';

export function trackingMode(site: SiteTrackingSettings, visitor: VisitorPrivacy): TrackingMode {
  // A visitor who declined once is not recorded again, even after the owner takes the banner away.
  if (!site.trackingEnabled || visitor.doNotTrack || visitor.globalPrivacyControl || visitor.consent === 'declined')
    return 'clear';
  if (!site.cookieBanner || visitor.consent === 'accepted') return 'track';
  return 'ask';
}
