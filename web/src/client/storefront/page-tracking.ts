import { TRACKING_CONTEXT_BLOCK, trackingMode, type TrackingPageContext } from '@atelier/tracking';
import { askForConsent } from './tracking/cookie-banner.ts';
import { captureErrors } from './tracking/error-capture.ts';
import { recordCommerceEvents } from './tracking/commerce-events.ts';
import { recordElementHits } from './tracking/element-hits.ts';
import { recordPageVisit } from './tracking/page-visit.ts';
import { clearCensusCookies, consentGiven, rememberConsent } from './tracking/visitor-cookies.ts';

/**
 * The page script every tracked page of a site loads (a small entry of its own, apart from the
 * islands): it reads the context the site server drew into the page and, when the site, the
 * browser and the visitor allow it (packages/tracking `trackingMode`), records the visit and
 * reports the page's errors; before then it records and sets nothing. Anything it does is swallowed on failure: tracking never breaks a page.
 */

/** Whether the browser asks not to be tracked: Do-Not-Track or Global Privacy Control. */
function privacyAsked(): { doNotTrack: boolean; globalPrivacyControl: boolean } {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const dnt = nav.doNotTrack ?? (window as Window & { doNotTrack?: string }).doNotTrack ?? nav.msDoNotTrack;
  return { doNotTrack: dnt === '1' || dnt === 'yes', globalPrivacyControl: nav.globalPrivacyControl === true };
}

function contextOf(): TrackingPageContext | undefined {
  const block = document.getElementById(TRACKING_CONTEXT_BLOCK);
  return block?.textContent ? (JSON.parse(block.textContent) as TrackingPageContext) : undefined;
}

/** Records the visit and reports the page's errors: both only for a visitor who may be tracked. */
function track(context: TrackingPageContext): void {
  captureErrors(context);
  const page = recordPageVisit(context);
  recordElementHits(context, page);
  recordCommerceEvents(context, page);
}

function run(): void {
  const context = contextOf();
  if (!context) return;
  const mode = trackingMode(context, { ...privacyAsked(), consent: consentGiven() });
  if (mode === 'track') return track(context);
  if (mode === 'clear') return clearCensusCookies();
  void askForConsent()
    .then((consent) => {
      rememberConsent(consent);
      if (consent === 'accepted') track(context);
      else clearCensusCookies();
    })
    .catch(() => undefined);
}

try {
  run();
} catch {
  // Tracking never breaks a page.
}
