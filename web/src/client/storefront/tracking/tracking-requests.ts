import { pageConsole } from './page-console.ts';
import {
  cookieValue,
  sendTrackingRequest,
  TRACKING_COOKIES,
  TRACKING_PATHS,
  type CensusEventType,
  type CensusHitData,
  type CommonFields,
  type ErrorReport,
  type TrackingRequest,
} from '@atelier/tracking';

/** The page's crumb, which every post to /api/ carries (SPEC section 7): in X-CSRF-Token, and in the body of a beacon. */
const crumb = () => cookieValue(document.cookie, 'crumb') ?? '';

const transport = {
  fetch: (url: string, init: RequestInit) => fetch(url, init),
  log: pageConsole.warn,
};

/** Posts one tracking request; never throws, never waits on the page (events-client.ts). */
const post = (request: TrackingRequest) =>
  sendTrackingRequest({ ...request, headers: { ...request.headers, 'X-CSRF-Token': crumb() } }, transport);

const form = (fields: Record<string, string>) => new URLSearchParams({ ...fields, crumb: crumb() });

/** A census hit's form: its event, its data and the visit record as the cookie holds it. */
const hitForm = (event: CensusEventType, data: CensusHitData) =>
  form({
    event: String(event),
    data: JSON.stringify(data),
    [TRACKING_COOKIES.visitRecord]: cookieValue(document.cookie, TRACKING_COOKIES.visitRecord) ?? '',
  });

/** A census hit (form-encoded event, data and the visit record). */
export function recordHit(event: CensusEventType, data: CensusHitData): void {
  void post({ url: TRACKING_PATHS.recordHit, body: hitForm(event, data) });
}

/**
 * A census hit sent as the page goes away (a heartbeat): a beacon, which the browser delivers after
 * the page is gone, else a keepalive fetch.
 */
export function beaconHit(event: CensusEventType, data: CensusHitData): void {
  const body = hitForm(event, data);
  try {
    if (navigator.sendBeacon?.(TRACKING_PATHS.recordHit, body)) return;
  } catch {
    // A beacon refused (too large, or a browser that blocks them) goes as a request.
  }
  void post({ url: TRACKING_PATHS.recordHit, body });
}

/** One of the census's element paths (button-click, form-render, RecordQuickView/{id}). */
export function censusElement(url: string, data: Record<string, unknown>): void {
  void post({ url, body: form({ data: JSON.stringify(data) }) });
}

/** An analytics event to the events service, as XHR JSON (its answer is read: 200 or 202). */
export function analyticsEvent(
  analyticsId: string,
  commonData: CommonFields,
  customSchemaName: string,
  customData: Record<string, unknown>,
): void {
  void post({
    url: TRACKING_PATHS.events,
    body: JSON.stringify({
      analyticsId,
      commonData: JSON.stringify(commonData),
      customData: JSON.stringify(customData),
      customSchemaName,
    }),
    headers: { 'Content-Type': 'application/json' },
  });
}

/** One batch of the error reporter's. */
export const sendErrors = (batch: ErrorReport[]) =>
  post({
    url: TRACKING_PATHS.javascriptErrors,
    body: JSON.stringify(batch),
    headers: { 'Content-Type': 'application/json' },
  });
