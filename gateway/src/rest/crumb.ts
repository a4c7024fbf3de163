import type { NextFunction, Request, Response } from 'express';
import { COOKIES, CRUMB_HEADER, readVisitorTokens, type Crumbs } from '@atelier/platform';
import { sendError } from './errors.ts';

import { ADD_TO_CART_MESSAGES } from '@atelier/commerce';

export const CRUMB_FAILURE_MESSAGE = ADD_TO_CART_MESSAGES.sessionExpired;

/**
 * Requests under /api/ must echo the crumb cookie in X-CSRF-Token, and the crumb must be one this
 * server issued for this visitor's cart and session (see platform/src/http/crumb.ts).
 */
export function requireCrumb(crumbs: Crumbs) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const cookie = (req.cookies as Record<string, unknown> | undefined)?.[COOKIES.crumb];
    const header = req.get(CRUMB_HEADER);
    if (typeof cookie === 'string' && cookie === header && crumbs.verify(cookie, readVisitorTokens(req.cookies))) return next();
    sendError(res, 403, 'CRUMB_FAIL', CRUMB_FAILURE_MESSAGE, { crumbFail: true });
  };
}
