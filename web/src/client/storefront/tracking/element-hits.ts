import { TRACKING_PATHS, type TrackingPageContext } from '@atelier/tracking';
import type { PageVisit } from './page-visit.ts';
import { censusElement } from './tracking-requests.ts';

/**
 * The census's hits of what the storefront shows: its form blocks once drawn, a quick view opened
 * from a shop card (RecordQuickView/{item id}), an add-to-cart button clicked.
 */
export function recordElementHits(context: TrackingPageContext, page: PageVisit): void {
  const element = { websiteId: context.websiteId, path: location.pathname, sessionId: page.session.sessionId };
  const forms = document.querySelectorAll('[data-form-block-island]').length;
  if (forms) censusElement(TRACKING_PATHS.formRender, { ...element, count: forms });
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const itemId = target?.closest<HTMLElement>('a[data-quick-view]')?.dataset.quickView;
      if (itemId) return censusElement(TRACKING_PATHS.quickView(itemId), element);
      if (target?.closest('.sqs-add-to-cart-button'))
        censusElement(TRACKING_PATHS.buttonClick, { ...element, button: 'add-to-cart' });
    },
    { capture: true, passive: true },
  );
}
