/** SPEC section 3's CensusEventType: the `event` of `POST /api/census/RecordHit`. */
export const CENSUS_EVENT_TYPES = {
  PAGE_VIEW: 1,
  SITE_SEARCH: 2,
  HEARTBEAT: 10,
  AUDIO: 20,
  VIDEO: 21,
} as const;

export type CensusEventType = (typeof CENSUS_EVENT_TYPES)[keyof typeof CENSUS_EVENT_TYPES];

/** The schema names of the commerce events the page sends to `POST /api/v1/events` (customSchemaName). */
export const COMMERCE_SCHEMAS = {
  addToCart: 'commerce_add_to_cart',
  purchase: 'commerce_purchase',
} as const;

/** The collector's paths the page script posts to (SPEC section 7). */
export const TRACKING_PATHS = {
  recordHit: '/api/census/RecordHit',
  buttonClick: '/api/census/button-click',
  buttonRender: '/api/census/button-render',
  formRender: '/api/census/form-render',
  overlay: '/api/census/overlay',
  quickView: (itemId: string) => `/api/census/RecordQuickView/${encodeURIComponent(itemId)}`,
  recordEvent: '/api/events/RecordEvent',
  events: '/api/v1/events',
  javascriptErrors: '/api/events/RecordJavascriptErrors',
} as const;

/**
 * The `data` of a census hit (a JSON string in the form): where the visitor is and how they came.
 * Visit counts come from the visit-record cookie, sent beside it.
 */
export interface CensusHitData {
  websiteId: string;
  templateId: string;
  pageType: number;
  /** The page's path, without its query. */
  path: string;
  /** The referring page's address, '' when none or the site's own. */
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  sessionId: string;
  newVisit: boolean;
  firstLanding: boolean;
  firstSession: boolean;
  /** The search page's words (site search only). */
  searchTerm?: string;
  /** A heartbeat's time on the page in ms. */
  timeOnPage?: number;
  screenWidth: number;
  authenticatedAccountId: string | null;
}

/** The campaign of a page's address (its utm_ parameters), each at most 100 characters. */
export function campaignOf(search: string): { utmSource: string; utmMedium: string; utmCampaign: string } {
  const params = new URLSearchParams(search);
  const read = (name: string) => (params.get(name) ?? '').trim().slice(0, 100);
  return { utmSource: read('utm_source'), utmMedium: read('utm_medium'), utmCampaign: read('utm_campaign') };
}

/** The referrer worth recording: another site's address; '' for none, a malformed one or the site itself. */
export function externalReferrer(referrer: string, ownOrigin: string): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    return url.origin === ownOrigin ? '' : `${url.origin}${url.pathname}`.slice(0, 500);
  } catch {
    return '';
  }
}
