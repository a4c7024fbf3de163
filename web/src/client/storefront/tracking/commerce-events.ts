import {
  ADD_TO_CART_SIGNAL,
  COMMERCE_SCHEMAS,
  type AddToCartSignal,
  type CommonFields,
  type TrackingPageContext,
} from '@atelier/tracking';
import type { PageVisit } from './page-visit.ts';
import { analyticsEvent } from './tracking-requests.ts';
import { analyticsId } from './visitor-cookies.ts';

/** Whether this browser already sent the purchase of this order (its confirmation opened again). */
function firstTimeFor(orderId: string): boolean {
  const key = `atelier-tracked-order:${orderId}`;
  try {
    if (window.localStorage.getItem(key)) return false;
    window.localStorage.setItem(key, '1');
  } catch {
    // Without storage each opening is sent; the roll-up counts visits with a purchase, not purchases.
  }
  return true;
}

/**
 * The commerce events of the events service: `commerce_add_to_cart` when the add-to-cart island
 * says an add succeeded, `commerce_purchase` on the confirmation of a paid order (once per order).
 */
export function recordCommerceEvents(context: TrackingPageContext, page: PageVisit): void {
  const id = analyticsId();
  const common = (): CommonFields => ({
    websiteId: context.websiteId,
    templateId: context.templateId,
    pageUrl: location.href,
    pagePath: location.pathname,
    referrer: document.referrer || null,
    sessionId: page.session.sessionId,
    visitorId: page.visit.record.id,
    authenticatedAccountId: context.authenticatedAccountId,
    locale: document.documentElement.lang || null,
    userAgent: navigator.userAgent,
  });
  window.addEventListener(ADD_TO_CART_SIGNAL, (event) => {
    const added = (event as CustomEvent<AddToCartSignal>).detail;
    if (added) analyticsEvent(id, common(), COMMERCE_SCHEMAS.addToCart, { ...added });
  });
  if (context.order && firstTimeFor(context.order.id))
    analyticsEvent(id, common(), COMMERCE_SCHEMAS.purchase, { ...context.order });
}
