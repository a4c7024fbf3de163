/** Where the billing panel's analytics events go (SPEC section 7's billing events service). */
export const BILLING_EVENTS_PATH = '/api/events/billing';

export type BillingEventKind = 'view' | 'click';

/**
 * Tells the billing events service that the panel was seen or one of its buttons pressed. A beacon:
 * the browser sends it on its own time (also while the page unloads), nothing waits for it, and a
 * browser without beacons or refusing this one changes nothing on the page.
 */
export function sendBillingEvent(kind: BillingEventKind, name: string): void {
  try {
    const body = new URLSearchParams({ event: kind, name, path: window.location.pathname });
    navigator.sendBeacon?.(BILLING_EVENTS_PATH, body);
  } catch {
    // Analytics never fails the page (SPEC section 7: tracking failures are swallowed silently).
  }
}
