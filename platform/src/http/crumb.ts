import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { COOKIES } from './internal-headers.ts';
import { readVisitorTokens, type VisitorTokens } from './visitor-tokens.ts';

/**
 * The CSRF crumb. Pages set it as a cookie readable by scripts, and requests under /api/ echo it in
 * X-CSRF-Token. It is a random nonce with an HMAC, under the server's secret, of that nonce and the
 * visitor's cart and session tokens: the server recognises its own crumbs, a self-made value fails,
 * and a crumb obtained for one visitor fails for another (a planted cookie cannot carry a forgery).
 */
export const CRUMB_HEADER = 'X-CSRF-Token';

const NONCE_BYTES = 12;
const MAC_BYTES = 20;
const CRUMB_PATTERN = new RegExp(`^[0-9a-f]{${(NONCE_BYTES + MAC_BYTES) * 2}}$`);

export type CrumbBinding = Pick<VisitorTokens, 'cartToken' | 'sessionToken'>;

export interface Crumbs {
  issue(binding: CrumbBinding): string;
  verify(crumb: unknown, binding: CrumbBinding): boolean;
}

export function createCrumbs(secret: string): Crumbs {
  const mac = (nonce: string, binding: CrumbBinding) =>
    createHmac('sha256', secret)
      .update(`crumb\u0000${nonce}\u0000${binding.cartToken ?? ''}\u0000${binding.sessionToken ?? ''}`)
      .digest()
      .subarray(0, MAC_BYTES);
  return {
    issue(binding) {
      const nonce = randomBytes(NONCE_BYTES).toString('hex');
      return nonce + mac(nonce, binding).toString('hex');
    },
    verify(crumb, binding) {
      if (typeof crumb !== 'string' || !CRUMB_PATTERN.test(crumb)) return false;
      const nonce = crumb.slice(0, NONCE_BYTES * 2);
      return timingSafeEqual(Buffer.from(crumb.slice(NONCE_BYTES * 2), 'hex'), mac(nonce, binding));
    },
  };
}

/** The crumb cookie a request came with, as the browser sent it (not yet checked). */
export const crumbCookieOf = (req: Request): unknown =>
  (req.cookies as Record<string, unknown> | undefined)?.[COOKIES.crumb];

/** Where a request carries its crumb: the X-CSRF-Token header (the REST layer, the dashboard's uploads) or a site form's `crumb` field. */
export type CrumbPlace = 'header' | 'form';

/**
 * The one crumb check, for every request that acts for a visitor: the crumb it sent must be the
 * visitor's crumb cookie, and one this server issued for their cart and session. A page of another
 * origin can make a browser send the cookie, but cannot read it to send it again.
 */
export function crumbIsValid(crumbs: Crumbs, req: Request, place: CrumbPlace): boolean {
  const sent = place === 'header' ? req.get(CRUMB_HEADER) : (req.body as Record<string, unknown> | undefined)?.crumb;
  return typeof sent === 'string' && sent === crumbCookieOf(req) && crumbs.verify(sent, readVisitorTokens(req.cookies));
}

/** Passes requests whose X-CSRF-Token holds a valid crumb (before their body is read); `refuse` answers the others. */
export function requireCrumbHeader(crumbs: Crumbs, refuse: (res: Response) => void) {
  return (req: Request, res: Response, next: NextFunction): void =>
    crumbIsValid(crumbs, req, 'header') ? next() : refuse(res);
}

/** Cookies are marked Secure behind TLS, or when ATELIER_SECURE_COOKIES says a proxy terminates it. */
export function isSecureRequest(req: Request): boolean {
  return req.secure || process.env.ATELIER_SECURE_COOKIES === 'true';
}

/**
 * Sets the crumb cookie, replacing one set earlier in the same response (a response that issues a
 * cart and a session rebinds the crumb twice; only the last may reach the browser). It must be
 * readable by scripts, so it is not http-only. It is also what a page drawn by this response puts
 * in its forms (`res.locals.crumb`), so that they post the crumb the browser will hold.
 */
export function setCrumbCookie(req: Request, res: Response, crumb: string): void {
  res.locals.crumb = crumb;
  const previous = res.getHeader('Set-Cookie');
  if (previous !== undefined) {
    const cookies = (Array.isArray(previous) ? previous : [String(previous)]).filter(
      (c) => !c.startsWith(`${COOKIES.crumb}=`),
    );
    if (cookies.length) res.setHeader('Set-Cookie', cookies);
    else res.removeHeader('Set-Cookie');
  }
  res.cookie(COOKIES.crumb, crumb, { sameSite: 'lax', path: '/', secure: isSecureRequest(req) });
}
