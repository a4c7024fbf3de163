import type { NextFunction, Request, Response } from 'express';
import { crumbCookieOf, readVisitorTokens, requireCrumbHeader, setCrumbCookie, type Crumbs } from '@atelier/platform';
import { ADD_TO_CART_MESSAGES } from '@atelier/commerce';
import type { AddToCartFormContext, AddToCartRefusal } from '@atelier/template-language';

/**
 * Every page leaves the browser with a crumb valid for its cart and session: a missing one, one of
 * another visitor, or one issued before the cart existed is replaced.
 */
export function ensureCrumb(crumbs: Crumbs) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const tokens = readVisitorTokens(req.cookies);
    const existing = crumbCookieOf(req);
    if (crumbs.verify(existing, tokens)) res.locals.crumb = existing;
    else setCrumbCookie(req, res, crumbs.issue(tokens));
    next();
  };
}

/** The crumb the page leaves with, for forms that post back to the site. */
export const pageCrumb = (res: Response) => String(res.locals.crumb ?? '');

/** What a page gives its add-to-cart forms (the template formatters' `addToCartForm`): the crumb, and a refused add to say. */
export const addToCartFormContext = (res: Response, refusal?: AddToCartRefusal): AddToCartFormContext => ({
  crumb: pageCrumb(res),
  ...(refusal ? { refusal } : {}),
});

/** Why a form post was refused for its crumb (SPEC section 8): a browser without the crumb cookie keeps no cookies at all. */
export function crumbRefusalMessage(req: Request): string {
  return crumbCookieOf(req) === undefined ? ADD_TO_CART_MESSAGES.enableCookies : ADD_TO_CART_MESSAGES.sessionExpired;
}

/** An upload from the dashboard carries the crumb in X-CSRF-Token; checked before its body is read. */
export const checkCrumbHeader = (crumbs: Crumbs) =>
  requireCrumbHeader(
    crumbs,
    (res) => void res.status(403).json({ message: 'This page was open too long. Please reload it and try again.' }),
  );
