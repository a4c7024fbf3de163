import {
  campaignOf,
  CENSUS_EVENT_TYPES,
  externalReferrer,
  sessionFlags,
  type CensusHitData,
  type SessionFlags,
  type TrackingPageContext,
  type VisitState,
} from '@atelier/tracking';
import { pageConsole } from './page-console.ts';
import { beaconHit, recordHit } from './tracking-requests.ts';
import { newId, updateVisitCookies } from './visitor-cookies.ts';

const browserStorage = { local: () => window.localStorage, session: () => window.sessionStorage };

/** The visit as this page found it: its cookies' state, the session and how to describe the page in a hit. */
export interface PageVisit {
  visit: VisitState;
  session: SessionFlags;
  hit(extra?: Partial<CensusHitData>): CensusHitData;
}

/**
 * Records this page for a visitor who may be tracked: the visit cookies (visit rules), the page
 * view, the site search on the search page, and the time on the page when it is hidden or left.
 * Nothing here waits on an answer or throws into the page.
 */
export function recordPageVisit(context: TrackingPageContext): PageVisit {
  const started = Date.now();
  const visit = updateVisitCookies(started);
  const session = sessionFlags(browserStorage, newId, pageConsole.warn);
  const hit = (extra: Partial<CensusHitData> = {}): CensusHitData => ({
    websiteId: context.websiteId,
    templateId: context.templateId,
    pageType: context.pageType,
    path: location.pathname,
    referrer: externalReferrer(document.referrer, location.origin),
    ...campaignOf(location.search),
    sessionId: session.sessionId,
    newVisit: visit.newVisit,
    firstLanding: session.firstLanding,
    firstSession: session.firstSession,
    screenWidth: window.screen?.width ?? 0,
    authenticatedAccountId: context.authenticatedAccountId,
    ...extra,
  });

  recordHit(CENSUS_EVENT_TYPES.PAGE_VIEW, hit());
  if (context.searchTerm) recordHit(CENSUS_EVENT_TYPES.SITE_SEARCH, hit({ searchTerm: context.searchTerm }));

  // Time on the page, once each time it is hidden (a tab switched) or left (pagehide, which some
  // browsers send without a visibility change).
  let away = false;
  const leave = () => {
    if (away) return;
    away = true;
    beaconHit(CENSUS_EVENT_TYPES.HEARTBEAT, hit({ timeOnPage: Date.now() - started }));
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
    else away = false;
  });
  window.addEventListener('pagehide', leave);
  return { visit, session, hit };
}
