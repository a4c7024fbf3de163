import type { NextFunction, Request, Response } from 'express';
import { siteCache, type SiteChangeFeed } from '@atelier/platform';
import { SiteAvailabilityDocument } from '../../graphql/generated/storefront.ts';
import type { ExecuteOperation } from '../execute.ts';
import { sendMessagePage } from './message-pages.ts';

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
 * back. Each host's answer is kept until the site's plan or an address changes, in any process
 * (billing announces an expiry and a payment), so a page costs no extra question.
 */
export function siteAvailability(execute: ExecuteOperation, changes: SiteChangeFeed) {
  const known = siteCache<{ serves: boolean; title: string } | undefined>(changes, ['plan', 'address']);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const entry = await known.get(req.headers.host ?? '', async () => {
        const { site } = await execute(SiteAvailabilityDocument, {}, req, res);
        return site ? { serves: site.servesVisitors, title: site.title } : undefined;
      });
      if (!entry || entry.serves) return next();
      res.set('Cache-Control', 'no-store');
      sendMessagePage(res, 503, { ...SITE_UNAVAILABLE, siteTitle: entry.title });
    } catch (error) {
      next(error);
    }
  };
}
