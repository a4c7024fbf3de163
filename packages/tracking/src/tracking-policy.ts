import { PAGE_TYPES } from '@atelier/site';
import type { Consent } from './cookies.ts';

/**
 * Pages that record nothing (SPEC section 6): a page that is not there, a lock screen, a member
 * area's refusal. Read by the site server, which then leaves the page script out.
 */
const UNTRACKED_PAGES: ReadonlySet<number> = new Set([
  PAGE_TYPES.NOT_FOUND,
  PAGE_TYPES.LOCK_SCREEN,
  PAGE_TYPES.MEMBER_AREA_ACCESS_DENIED,
]);

/** Whether a page of this type, for this visitor, loads the page script at all (decided by the server). */
export const pageIsTracked = (pageType: number, ownerSignedIn: boolean): boolean =>
  !ownerSignedIn && !UNTRACKED_PAGES.has(pageType);

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
