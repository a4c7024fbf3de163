import type { SiteTrackingSettings } from './tracking-policy.ts';

/** The id of the data block in which the site server hands the page script its context. */
export const TRACKING_CONTEXT_BLOCK = 'atelier-tracking';

/** What the site server renders into a tracked page for the page script. */
export interface TrackingPageContext extends SiteTrackingSettings {
  websiteId: string;
  /** The theme that drew the page. */
  templateId: string;
  pageType: number;
  /** The signed-in account's id (an account that does not own the site), else null. */
  authenticatedAccountId: string | null;
  /** The words of the site's search page, on that page. */
  searchTerm?: string;
  /** On the order-confirmation page: the order, for the purchase event. */
  order?: { id: string; grandTotalCents: number; currency: string; itemCount: number };
}

/** The DOM event the add-to-cart island dispatches on `window` after a successful add; the page script listens. */
export const ADD_TO_CART_SIGNAL = 'atelier:added-to-cart';

/** The `detail` of that event. */
export interface AddToCartSignal {
  itemId: string;
  sku: string;
  quantity: number;
}
