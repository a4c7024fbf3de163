/** Tracking requests give up after this long (SPEC section 7): a slow collector never holds a page. */
export const TRACKING_TIMEOUT_MS = 2500;

/** The answers the collector gives an event it took (SPEC section 7). */
export const trackedStatus = (status: number): boolean => status === 200 || status === 202;

/** SPEC section 8's words for any other answer. */
export const trackingStatusMessage = (status: number): string => `Error tracking event: HTTP Status ${status}`;

export interface TrackingRequest {
  url: string;
  body: string | URLSearchParams;
  headers?: Record<string, string>;
}

export interface TrackingTransport {
  fetch: (url: string, init: RequestInit) => Promise<{ status: number }>;
  /** Where a refused event is told (the console): only the status, never the event. */
  log: (message: string) => void;
}

/**
 * Sends one tracking request and answers whether the collector took it. Nothing it does can fail
 * the page: another status is logged with SPEC's words, a request past TRACKING_TIMEOUT_MS is
 * aborted, and any failure (offline, aborted, refused by the browser) is swallowed silently.
 * `keepalive` lets a request sent as the page goes away still arrive.
 */
export async function sendTrackingRequest(request: TrackingRequest, transport: TrackingTransport): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TRACKING_TIMEOUT_MS);
  try {
    const response = await transport.fetch(request.url, {
      method: 'POST',
      body: request.body,
      headers: request.headers,
      credentials: 'same-origin',
      keepalive: true,
      signal: controller.signal,
    });
    if (trackedStatus(response.status)) return true;
    transport.log(trackingStatusMessage(response.status));
    return false;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
