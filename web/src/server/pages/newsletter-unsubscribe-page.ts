import type { Request, Response } from 'express';
import { NEWSLETTER_UNSUBSCRIBE_PATH, PAGE_TYPES } from '@atelier/site';
import {
  NewsletterUnsubscribeLinkDocument,
  SitePageDocument,
  UnsubscribeFromNewsletterDocument,
} from '../../graphql/generated/storefront.ts';
import { plainPageSeo } from '../seo/page-seo.ts';
import { sendNoSite } from './message-pages.ts';
import { sendSitePage, type StorefrontOptions } from './storefront-pages.ts';
import { cartVariables } from './visitor-cart.ts';

/** What the page shows: the question before anything changes, the answer after, or why the link does not work. */
type UnsubscribeState =
  | { state: 'confirm'; email: string; token: string }
  | { state: 'done'; email: string }
  | { state: 'invalid' };

const TITLES = {
  confirm: 'Unsubscribe from the newsletter?',
  done: 'You are unsubscribed',
  invalid: 'This unsubscribe link is not valid',
} as const;

const TOKEN_MAX = 1000;
const tokenOf = (value: unknown) => (typeof value === 'string' && value.length <= TOKEN_MAX ? value : '');

async function sendUnsubscribePage(
  options: StorefrontOptions,
  req: Request,
  res: Response,
  shown: UnsubscribeState,
  status = 200,
) {
  const data = await options.execute(SitePageDocument, cartVariables(req), req, res);
  if (!data.website) return sendNoSite(res);
  // A link from a mailbox is personal: no cache keeps it, no index lists it.
  res.set('Cache-Control', 'no-store');
  const title = TITLES[shown.state];
  await sendSitePage(
    options,
    req,
    res,
    { website: data.website, cart: data.shoppingCart },
    {
      pageType: PAGE_TYPES.NEWSLETTER_UNSUBSCRIBE,
      view: 'pages/unsubscribe.page',
      json: {
        newsletterUnsubscribe: {
          ...shown,
          action: NEWSLETTER_UNSUBSCRIBE_PATH,
          confirm: shown.state === 'confirm',
          done: shown.state === 'done',
          invalid: shown.state === 'invalid',
        },
      },
      pageTitle: title,
      pageId: 'newsletter-unsubscribe',
      status,
      seo: plainPageSeo(title, NEWSLETTER_UNSUBSCRIBE_PATH, true),
    },
  );
}

/**
 * The newsletter unsubscribe page (300), opened from a mail's link. Opening it changes nothing (mail
 * scanners follow links): it names the address and asks; a token that is not this server's for
 * this site is a 400 page that says so.
 */
export async function newsletterUnsubscribePage(options: StorefrontOptions, req: Request, res: Response) {
  const token = tokenOf(req.query.token);
  const link = token
    ? (await options.execute(NewsletterUnsubscribeLinkDocument, { token }, req, res)).newsletterUnsubscribeLink
    : null;
  if (!link) return sendUnsubscribePage(options, req, res, { state: 'invalid' }, 400);
  if (link.unsubscribed) return sendUnsubscribePage(options, req, res, { state: 'done', email: link.email });
  await sendUnsubscribePage(options, req, res, { state: 'confirm', email: link.email, token });
}

/**
 * The page's button: the address leaves the site's newsletter and the page says so. It needs no
 * crumb or sign-in: the signed token is the proof, and one cannot be made for another address.
 */
export async function newsletterUnsubscribePost(options: StorefrontOptions, req: Request, res: Response) {
  const token = tokenOf((req.body as Record<string, unknown> | undefined)?.token);
  const answer = token
    ? (await options.execute(UnsubscribeFromNewsletterDocument, { token }, req, res)).unsubscribeFromNewsletter
    : null;
  if (!answer?.email) return sendUnsubscribePage(options, req, res, { state: 'invalid' }, 400);
  await sendUnsubscribePage(options, req, res, { state: 'done', email: answer.email });
}
