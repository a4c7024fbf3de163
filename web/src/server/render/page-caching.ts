import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { COOKIES, cspNonce, readVisitorTokens } from '@atelier/platform';

/** How long a browser may show a page of the site's published content without asking again. */
export const PAGE_MAX_AGE_SECONDS = 30;

/**
 * What a browser may do with a page (docs/decisions.md, "Pages a browser may keep"):
 * - `no-store`: keep nothing (a lock screen, a page behind a password, checkout and orders, an
 *   error, anything for a signed-in owner or a response that sets a cookie other than the crumb);
 * - `revalidate`: keep it, but ask each time (the visitor's cart is drawn in it and can change
 *   without any cookie changing); the same page again answers 304;
 * - `fresh`: show it for PAGE_MAX_AGE_SECONDS without asking (a visitor with no cart and no
 *   session: nothing of theirs is in the page but the crumb, which is a cookie they hold).
 */
export type PageCaching = 'no-store' | 'revalidate' | 'fresh';

/** The cookies set by this response, by name. */
function cookiesSetBy(res: Response): string[] {
  const header = res.getHeader('Set-Cookie');
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return lines.map((line) => line.slice(0, line.indexOf('=')).trim());
}

/**
 * How a page may be kept: `published` says the page shows the site's published content (a
 * collection, a product, a post), which is the same for every visitor but their cart and crumb.
 */
export function pageCaching(req: Request, res: Response, published: boolean, status: number): PageCaching {
  if (!published || status !== 200) return 'no-store';
  const tokens = readVisitorTokens(req.cookies);
  const unlockKeys = (req.cookies as Record<string, unknown> | undefined)?.[COOKIES.unlock];
  if (tokens.sessionToken || unlockKeys !== undefined) return 'no-store';
  if (cookiesSetBy(res).some((name) => name !== COOKIES.crumb)) return 'no-store';
  return tokens.cartToken || tokens.expressCartToken ? 'revalidate' : 'fresh';
}

/**
 * The page's ETag: over its bytes without this response's CSP nonce, which is new in every
 * response and would make every ETag new. Weak, as the bytes differ in that nonce.
 */
export function pageETag(html: string, nonce: string): string {
  const hash = createHash('sha256');
  // The parts between the nonces, hashed one after another: the same hash as of the page without
  // them, without first copying the whole page into a string without them.
  if (nonce) for (const part of html.split(nonce)) hash.update(part);
  else hash.update(html);
  return `W/"${hash.digest('base64url').slice(0, 32)}"`;
}

const CACHE_CONTROL: Record<PageCaching, string> = {
  'no-store': 'no-store',
  revalidate: 'private, no-cache',
  fresh: `private, max-age=${PAGE_MAX_AGE_SECONDS}`,
};

/**
 * Sends a drawn page with the caching it allows. A page the browser already holds (If-None-Match
 * names its ETag) answers 304 without a body and without a Content-Security-Policy: the browser
 * keeps the page it holds with the policy that came with it, whose nonce is the one in that page.
 */
export function sendCachedPage(req: Request, res: Response, caching: PageCaching, status: number, html: string): void {
  res.status(status).type('html').set('Cache-Control', CACHE_CONTROL[caching]);
  if (caching === 'no-store') {
    res.send(html);
    return;
  }
  // A page kept for one set of cookies is not the page for another (a new crumb, a cart, a session).
  res.vary('Cookie').set('ETag', pageETag(html, cspNonce(res)));
  if (req.fresh) {
    res.removeHeader('Content-Security-Policy');
    res.status(304).end();
    return;
  }
  res.send(html);
}
