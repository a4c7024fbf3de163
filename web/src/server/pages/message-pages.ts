import type { Request, Response } from 'express';
import { currentRequestId } from '@atelier/platform';
import { PAGE_TYPES } from '@atelier/site';
import { sendPage } from '../render/render-page.ts';
import { renderTemplate } from '../render/template-renderer.ts';
import { sendThemePage, type SiteFrame } from '../render/theme-page.ts';

/** A message on Atelier's own plain page, for when no site or theme can show it. */
export function sendMessagePage(
  res: Response,
  status: number,
  page: { heading: string; message: string; linkHref: string; linkLabel: string; siteTitle?: string },
) {
  sendPage(res, {
    status,
    kind: 'message',
    title: page.heading,
    body: renderTemplate('message', page),
    // Atelier's own look (its sign-in page's styles), with no script: no site or theme speaks here.
    entry: 'login',
    stylesOnly: true,
    header: { title: page.siteTitle ?? 'Atelier', href: '/' },
    nav: [],
  });
}

const PLAIN = {
  404: {
    heading: 'Page not found',
    message: 'We could not find the page you were looking for. It may have moved, or the link may be mistyped.',
  },
  500: {
    heading: 'Something went wrong',
    message: 'This page could not be shown just now. Please try again in a moment.',
  },
} as const;

/**
 * The error page (101), or not found (100) for a 404: through the site's theme when there is one,
 * else, or when the theme itself fails, Atelier's plain page. Never a stack, always the reference.
 */
export function sendThemeError(res: Response, frame: SiteFrame | undefined, _req: Request, status: 404 | 500 = 500) {
  if (res.headersSent) return;
  const errorReference = currentRequestId();
  if (frame) {
    const page =
      status === 404
        ? {
            pageType: PAGE_TYPES.NOT_FOUND,
            view: 'pages/404.page',
            json: {},
            pageTitle: PLAIN[404].heading,
            pageId: 'not-found',
            status,
          }
        : {
            pageType: PAGE_TYPES.ERROR,
            view: 'pages/error.page',
            json: { errorReference },
            pageTitle: PLAIN[500].heading,
            pageId: 'error',
            status,
          };
    if (sendThemePage(res, frame, page)) return;
  }
  const reference = status === 500 && errorReference ? ` (Reference ${errorReference})` : '';
  sendMessagePage(res, status, {
    ...PLAIN[status],
    message: PLAIN[status].message + reference,
    linkHref: '/',
    linkLabel: 'Back to the home page',
  });
}

/** A host that names no site (an unknown slug or domain): Atelier's own plain 404. */
export function sendNoSite(res: Response) {
  sendMessagePage(res, 404, {
    heading: 'No site here',
    message: 'There is no Atelier site at this address. Check the address for typing mistakes.',
    linkHref: '/admin',
    linkLabel: 'Sign in to Atelier',
  });
}

/** A request the site cannot read: too large (413) or sent in a form or encoding it does not take (415). */
export function sendRequestRefused(res: Response, status: 413 | 415) {
  sendMessagePage(res, status, {
    heading: status === 413 ? 'That was too much to send' : 'That could not be read',
    message:
      status === 413
        ? 'What you sent is larger than this page accepts. Please send less and try again.'
        : 'What you sent is in a form this page does not accept. Please use the form on the page.',
    linkHref: '/',
    linkLabel: 'Back to the home page',
  });
}
