import type { NextFunction, Request, Response } from 'express';
import { COOKIES, CRUMB_HEADER, crumbMatches } from '@atelier/platform';
import { readCookie } from '../context.ts';
import { sendError } from './errors.ts';

export const CRUMB_FAILURE_MESSAGE = 'Your session has expired. Please reload the page and try again.';

/** Requests under /api/ must echo the crumb cookie in X-CSRF-Token (see platform/src/http/crumb.ts). */
export function requireCrumb(req: Request, res: Response, next: NextFunction): void {
  if (crumbMatches(readCookie(req, COOKIES.crumb), req.get(CRUMB_HEADER))) return next();
  sendError(res, 403, 'CRUMB_FAIL', CRUMB_FAILURE_MESSAGE, { crumbFail: true });
}
