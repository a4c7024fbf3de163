import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

/**
 * The CSRF crumb: the first page response sets it as a cookie readable by scripts, and requests
 * under /api/ must echo it in X-CSRF-Token. Another site can make a browser send the cookie but
 * cannot read it, so it cannot forge the header.
 */
export const CRUMB_HEADER = 'X-CSRF-Token';

export function newCrumb(): string {
  return randomBytes(16).toString('hex');
}

export function isWellFormedCrumb(value: string | undefined): value is string {
  return typeof value === 'string' && /^[0-9a-f]{32}$/.test(value);
}

export function crumbMatches(cookie: string | undefined, header: string | undefined): boolean {
  if (!isWellFormedCrumb(cookie) || typeof header !== 'string') return false;
  const left = Buffer.from(cookie);
  const right = Buffer.from(header);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Cookies are marked Secure behind TLS, or when ATELIER_SECURE_COOKIES says a proxy terminates it. */
export function isSecureRequest(req: Request): boolean {
  return req.secure || process.env.ATELIER_SECURE_COOKIES === 'true';
}
