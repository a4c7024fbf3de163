import type { NextFunction, Request, Response } from 'express';
import { COOKIES, isSecureRequest, isWellFormedCrumb, newCrumb } from '@atelier/platform';

/** The first page response gives the browser a crumb; it must be readable by scripts, so not http-only. */
export function ensureCrumb(req: Request, res: Response, next: NextFunction): void {
  const existing = (req.cookies as Record<string, string> | undefined)?.[COOKIES.crumb];
  if (!isWellFormedCrumb(existing)) {
    res.cookie(COOKIES.crumb, newCrumb(), { sameSite: 'lax', path: '/', secure: isSecureRequest(req) });
  }
  next();
}
