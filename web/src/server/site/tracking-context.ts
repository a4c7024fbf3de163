import type { Request, Response } from 'express';
import { readVisitorTokens, siteCache, type SiteChangeFeed } from '@atelier/platform';
import type { SiteTrackingSettings } from '@atelier/tracking';
import { SiteTrackingSettingsDocument, TrackingViewerDocument } from '../../graphql/generated/storefront.ts';
import type { ExecuteOperation } from '../execute.ts';

/** What a page's frame knows for the page script: the site's settings and who is signed in. */
export interface FrameTracking extends SiteTrackingSettings {
  websiteId: string;
  templateId: string;
  /** The signed-in account owns the site: its own visits are not recorded. */
  ownerSignedIn: boolean;
  /** Another signed-in account's id, attached to the page's events. */
  authenticatedAccountId: string | null;
}

export interface SiteTracking {
  frameFor(req: Request, res: Response, site: { websiteId: string; templateId: string }): Promise<FrameTracking>;
}

/**
 * The site's tracking settings, kept per host until the tracking subgraph announces a change
 * (as the restock box's captcha is): every page draws them, so asking the subgraph on each page
 * would add a request to every page for a setting its owner changes rarely. Who is signed in is
 * asked only of a request holding a session.
 */
export function siteTracking(execute: ExecuteOperation, changes: SiteChangeFeed): SiteTracking {
  const kept = siteCache<SiteTrackingSettings>(changes, ['tracking', 'address'], 1_000);
  const settingsFor = (req: Request, res: Response) =>
    kept.get(req.get('host') ?? '', async () => {
      const { site } = await execute(SiteTrackingSettingsDocument, {}, req, res);
      return site?.trackingSettings ?? { trackingEnabled: true, cookieBanner: false };
    });
  const viewerOf = async (req: Request, res: Response, websiteId: string) => {
    if (!readVisitorTokens(req.cookies).sessionToken) return { ownerSignedIn: false, authenticatedAccountId: null };
    const { me } = await execute(TrackingViewerDocument, {}, req, res);
    const owns = me?.websites.some((website) => website.id === websiteId) ?? false;
    return { ownerSignedIn: owns, authenticatedAccountId: me && !owns ? me.id : null };
  };
  return {
    async frameFor(req, res, site) {
      const [settings, viewer] = await Promise.all([settingsFor(req, res), viewerOf(req, res, site.websiteId)]);
      return { ...site, trackingEnabled: settings.trackingEnabled, cookieBanner: settings.cookieBanner, ...viewer };
    },
  };
}
