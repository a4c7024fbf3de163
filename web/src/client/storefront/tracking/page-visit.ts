import { pageConsole } from './page-console.ts';
import {
  ADD_TO_CART_SIGNAL,
  campaignOf,
  CENSUS_EVENT_TYPES,
  COMMERCE_SCHEMAS,
  externalReferrer,
  sessionFlags,
  TRACKING_PATHS,
  type AddToCartSignal,
  type CensusHitData,
  type CommonFields,
  type TrackingPageContext,
} from '@atelier/tracking';
import { analyticsEvent, beaconHit, censusElement, recordHit } from './tracking-requests.ts';
import { analyticsId, newId, updateVisitCookies } from './visitor-cookies.ts';

const browserStorage = { local: () => window.localStorage, session: () => window.sessionStorage };

/** Whether this browser already sent the purchase of this order (a confirmation page opened again). */
function firstTimeFor(orderId: string): boolean {
  const key = `atelier-tracked-order:${orderId}`;
  try {
    if (window.localStorage.getItem(key)) return false;
    window.localStorage.setItem(key, '1');
  } catch {
    // Without storage, each opening is sent; the roll-up counts visits with a purchase, not purchases.
  }
  return true;
}

/**
 * Records this page for a visitor who may be tracked: the visit cookies, the page view (and the
 * search on the search page), a heartbeat when the page is left, the census's element hits, and
 * the commerce events. Nothing here waits on an answer or throws into the page.
 */
export function recordVisit(context: TrackingPageContext): void {
  const started = Date.now();
  const visit = updateVisitCookies(started);
  const session = sessionFlags(browserStorage, newId, pageConsole.warn);
  const id = analyticsId();
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

  const element = { websiteId: context.websiteId, path: location.pathname, sessionId: session.sessionId };
  const forms = [...document.querySelectorAll<HTMLElement>('[data-form-block-island]')];
  if (forms.length) censusElement(TRACKING_PATHS.formRender, { ...element, count: forms.length });
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const quickView = target?.closest<HTMLElement>('a[data-quick-view]');
      const itemId = quickView?.dataset.quickView;
      if (itemId) return censusElement(TRACKING_PATHS.quickView(itemId), element);
      const button = target?.closest<HTMLElement>('.sqs-add-to-cart-button');
      if (button) censusElement(TRACKING_PATHS.buttonClick, { ...element, button: 'add-to-cart' });
    },
    { capture: true, passive: true },
  );

  const common = (): CommonFields => ({
    websiteId: context.websiteId,
    templateId: context.templateId,
    pageUrl: location.href,
    pagePath: location.pathname,
    referrer: document.referrer || null,
    sessionId: session.sessionId,
    visitorId: visit.record.id,
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
