import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { COOKIES } from '@atelier/platform';
import { readCookie } from '../context.ts';
import { sendError } from './errors.ts';

export const CRUMB_HEADER = 'X-CSRF-Token';
export const CRUMB_FAILURE_MESSAGE = 'Your session has expired. Please reload the page and try again.';

/**
 * Requests under /api/ must echo the crumb cookie in X-CSRF-Token. Another site can make a browser
 * send the cookie but cannot read it, so it cannot forge the header.
 */
export function requireCrumb(req: Request, res: Response, next: NextFunction): void {
  const cookie = readCookie(req, COOKIES.crumb);
  const header = req.get(CRUMB_HEADER);
  if (cookie && header && safeEqual(cookie, header)) return next();
  sendError(res, 403, 'CRUMB_FAIL', CRUMB_FAILURE_MESSAGE, { crumbFail: true });
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
