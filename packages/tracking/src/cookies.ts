/**
 * The tracking cookies (SPEC sections 3, 5 and 9): their names, how their values are written and
 * read, and how long each lives. The page script sets them; the collector reads the visit record
 * sent with each census hit. README.md lists them for site owners and reviewers.
 */

const DAY_SECONDS = 24 * 60 * 60;

export const TRACKING_COOKIES = {
  /** The visit record: `<id>|<first visit>|<previous visit>|<this visit>|<visit count>` (times in ms). */
  visitRecord: 'ss_cvr',
  /** When the visitor last did something on the site (ms): a visit continues while it lives. */
  visitTimestamp: 'ss_cvt',
  /** The analytics id sent with every analytics event. */
  analyticsId: 'ss_cid',
  /** The visitor's answer to the cookie banner: `accepted` or `declined`. */
  consent: 'atelier-cookie-consent',
} as const;

/** How long each cookie lives, in seconds (SPEC section 9; the consent answer a year, as banners keep theirs). */
export const COOKIE_MAX_AGE_SECONDS = {
  visitRecord: 2 * 365 * DAY_SECONDS,
  visitTimestamp: 30 * 60,
  analyticsId: 390 * DAY_SECONDS,
  consent: 365 * DAY_SECONDS,
} as const satisfies Record<keyof typeof TRACKING_COOKIES, number>;

/** The cookies that follow a visitor (census and analytics): cleared under a restrictive cookie policy. */
export const CENSUS_COOKIES = [
  TRACKING_COOKIES.visitRecord,
  TRACKING_COOKIES.visitTimestamp,
  TRACKING_COOKIES.analyticsId,
] as const;

/** A visit record: who the visitor is and when they came. */
export interface VisitRecord {
  id: string;
  /** When the first visit began (ms since the epoch). */
  firstVisit: number;
  /** When the visit before this one began. */
  previousVisit: number;
  /** When this visit began. */
  currentVisit: number;
  /** How many visits, this one included. */
  count: number;
}

/** An id: letters, digits and dashes (a UUID as the page makes them), at most 64. */
const ID = /^[A-Za-z0-9-]{1,64}$/;
/** A positive integer as the timestamp cookie writes one: digits, no leading zero. */
const POSITIVE_NO_LEADING_ZERO = /^[1-9][0-9]*$/;
const DIGITS = /^[0-9]+$/;

/** A positive whole number within what a double holds exactly, or undefined. */
function positiveInteger(text: string, pattern: RegExp): number | undefined {
  if (!pattern.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * The visit-record cookie read back: an id followed by four positive integers separated by bars;
 * anything else (fewer or more parts, an empty or odd id, zero, a sign, a fraction, a number past
 * 2^53) is invalid and answers undefined.
 */
export function parseVisitRecord(value: string | undefined | null): VisitRecord | undefined {
  if (!value) return undefined;
  const parts = value.split('|');
  if (parts.length !== 5) return undefined;
  const [id = '', ...rest] = parts;
  if (!ID.test(id)) return undefined;
  const numbers = rest.map((part) => positiveInteger(part, DIGITS));
  if (numbers.some((n) => n === undefined)) return undefined;
  const [firstVisit, previousVisit, currentVisit, count] = numbers as number[];
  return { id, firstVisit: firstVisit!, previousVisit: previousVisit!, currentVisit: currentVisit!, count: count! };
}

export const formatVisitRecord = (record: VisitRecord): string =>
  [record.id, record.firstVisit, record.previousVisit, record.currentVisit, record.count].join('|');

/** The visit-timestamp cookie read back: a positive integer without a leading zero, else undefined. */
export const parseVisitTimestamp = (value: string | undefined | null): number | undefined =>
  value ? positiveInteger(value, POSITIVE_NO_LEADING_ZERO) : undefined;

/** The warning when the browser keeps no analytics id (SPEC section 8: failure to store the id warns). */
export const ANALYTICS_ID_WARNING = 'Unable to store the analytics id.';

/** The analytics id read back: an id as the page makes them, else undefined. */
export const parseAnalyticsId = (value: string | undefined | null): string | undefined =>
  value && ID.test(value) ? value : undefined;

export type Consent = 'accepted' | 'declined';

export const parseConsent = (value: string | undefined | null): Consent | undefined =>
  value === 'accepted' || value === 'declined' ? value : undefined;

/** What a cookie value may hold as it is (RFC 6265 cookie-octets, bars included); anything else is percent-encoded. */
const NOT_COOKIE_OCTET = /[^\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]/g;

/**
 * A `document.cookie` assignment for one of the site's own cookies: the whole site, Lax, Secure on
 * https. Values in our formats (ids, digits, bars) are written as they are, so the collector reads
 * the record as documented. A max age of 0 clears it.
 */
export function cookieAssignment(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  const written = value.replace(NOT_COOKIE_OCTET, (c) => encodeURIComponent(c));
  return `${name}=${written}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** One cookie's value out of a `Cookie` header or `document.cookie`, decoded; undefined when absent or undecodable. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
