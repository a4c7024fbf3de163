import type { NextFunction, Request, Response } from 'express';
import { SiteAvailabilityDocument } from '../../graphql/generated/storefront.ts';
import type { ExecuteOperation } from '../execute.ts';
import { sendMessagePage } from './message-pages.ts';

/** How long a site's answer is kept: an expiry or a payment shows to visitors within this. */
const KEEP_MS = 10_000;

/** The words of a site whose subscription has ended, for its visitors. */
export const SITE_UNAVAILABLE = {
  heading: 'This site is unavailable',
  message: 'This site is not available right now. Please come back later.',
  linkHref: '/admin',
  linkLabel: 'Own this site? Sign in',
} as const;

/**
 * Visitors of a site whose subscription has expired see that it is unavailable, on every page of the
 * site (nothing of the shop, nothing to buy); its owner's dashboard stays open, to pay and bring it
 * back. Each site's answer is kept ten seconds, so a page costs no extra question.
 */
export function siteAvailability(execute: ExecuteOperation) {
  const known = new Map<string, { serves: boolean; title: string; until: number }>();
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const host = req.headers.host ?? '';
      let entry = known.get(host);
      if (!entry || entry.until < Date.now()) {
        const { site } = await execute(SiteAvailabilityDocument, {}, req, res);
        if (!site) return next();
        if (known.size > 5_000) known.clear();
        entry = { serves: site.servesVisitors, title: site.title, until: Date.now() + KEEP_MS };
        known.set(host, entry);
      }
      if (entry.serves) return next();
      res.set('Cache-Control', 'no-store');
      sendMessagePage(res, 503, { ...SITE_UNAVAILABLE, siteTitle: entry.title });
    } catch (error) {
      next(error);
    }
  };
}
