import type { NextFunction, Request, Response } from 'express';
import { COOKIES, readVisitorTokens, setCrumbCookie, type Crumbs } from '@atelier/platform';

/**
 * Every page leaves the browser with a crumb valid for its cart and session: a missing one, one of
 * another visitor, or one issued before the cart existed is replaced.
 */
export function ensureCrumb(crumbs: Crumbs) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const tokens = readVisitorTokens(req.cookies);
    const existing = (req.cookies as Record<string, unknown> | undefined)?.[COOKIES.crumb];
    if (!crumbs.verify(existing, tokens)) setCrumbCookie(req, res, crumbs.issue(tokens));
    next();
  };
}
