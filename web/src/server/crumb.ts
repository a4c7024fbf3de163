import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const CRUMB_COOKIE = 'crumb';

/**
 * The first page response gives the browser a crumb; scripts echo it in X-CSRF-Token on /api/
 * calls. It must be readable by the page's scripts, so it is not http-only.
 */
export function ensureCrumb(req: Request, res: Response, next: NextFunction): void {
  const existing = (req.cookies as Record<string, string> | undefined)?.[CRUMB_COOKIE];
  if (!existing || !/^[0-9a-f]{32}$/.test(existing)) {
    res.cookie(CRUMB_COOKIE, randomBytes(16).toString('hex'), { sameSite: 'lax', path: '/', secure: req.secure });
  }
  next();
}
