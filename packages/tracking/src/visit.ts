import { COOKIE_MAX_AGE_SECONDS, parseVisitRecord, parseVisitTimestamp, type VisitRecord } from './cookies.ts';

/** How long a visit lasts without activity: the visit-timestamp cookie's lifetime. */
export const VISIT_TIMEOUT_MS = COOKIE_MAX_AGE_SECONDS.visitTimestamp * 1000;

export interface VisitState {
  record: VisitRecord;
  /** Whether this page began a visit (a new visitor, or the last activity is past the timeout). */
  newVisit: boolean;
}

/**
 * The visit rules (SPEC section 4), from the two cookies as the browser holds them: no valid record
 * gives a new one with count 1; a valid one whose timestamp expired (gone, invalid, or older than
 * the timeout: a cookie outlives its Max-Age in a browser left asleep) raises the count by one and
 * starts a visit now; otherwise the visit goes on unchanged. The timestamp cookie is then set to
 * `now` on every page, so a visit lasts while the visitor keeps moving.
 */
export function nextVisit(
  cookies: { record: string | undefined; timestamp: string | undefined },
  now: number,
  newId: () => string,
): VisitState {
  const record = parseVisitRecord(cookies.record);
  if (!record)
    return {
      record: { id: newId(), firstVisit: now, previousVisit: now, currentVisit: now, count: 1 },
      newVisit: true,
    };
  const last = parseVisitTimestamp(cookies.timestamp);
  if (last !== undefined && now - last < VISIT_TIMEOUT_MS) return { record, newVisit: false };
  return {
    record: { ...record, previousVisit: record.currentVisit, currentVisit: now, count: record.count + 1 },
    newVisit: true,
  };
}
