import { pageConsole } from './page-console.ts';
import {
  ANALYTICS_ID_WARNING,
  CENSUS_COOKIES,
  COOKIE_MAX_AGE_SECONDS,
  cookieAssignment,
  cookieValue,
  formatVisitRecord,
  nextVisit,
  parseAnalyticsId,
  parseConsent,
  TRACKING_COOKIES,
  type Consent,
  type VisitState,
} from '@atelier/tracking';

const secure = () => location.protocol === 'https:';
const read = (name: string) => cookieValue(document.cookie, name);
const write = (name: string, value: string, maxAge: number) => {
  document.cookie = cookieAssignment(name, value, maxAge, secure());
};

export const newId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Applies the visit rules to the cookies the browser holds, and sets both anew (the timestamp to now). */
export function updateVisitCookies(now: number): VisitState {
  const state = nextVisit(
    { record: read(TRACKING_COOKIES.visitRecord), timestamp: read(TRACKING_COOKIES.visitTimestamp) },
    now,
    newId,
  );
  write(TRACKING_COOKIES.visitRecord, formatVisitRecord(state.record), COOKIE_MAX_AGE_SECONDS.visitRecord);
  write(TRACKING_COOKIES.visitTimestamp, String(now), COOKIE_MAX_AGE_SECONDS.visitTimestamp);
  return state;
}

/** The visitor's analytics id: the one held (its 390 days renewed), else a new one. Warns when the browser keeps no cookie. */
export function analyticsId(): string {
  const id = parseAnalyticsId(read(TRACKING_COOKIES.analyticsId)) ?? newId();
  write(TRACKING_COOKIES.analyticsId, id, COOKIE_MAX_AGE_SECONDS.analyticsId);
  if (read(TRACKING_COOKIES.analyticsId) !== id) pageConsole.warn(ANALYTICS_ID_WARNING);
  return id;
}

/** Under a restrictive cookie policy: the census cookies go. */
export function clearCensusCookies(): void {
  for (const name of CENSUS_COOKIES) if (read(name) !== undefined) write(name, '', 0);
}

export const consentGiven = (): Consent | undefined => parseConsent(read(TRACKING_COOKIES.consent));

export const rememberConsent = (consent: Consent) =>
  write(TRACKING_COOKIES.consent, consent, COOKIE_MAX_AGE_SECONDS.consent);
