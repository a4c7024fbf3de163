import type { Request } from 'express';
import { isSecureRequest } from '@atelier/platform';

/**
 * The origin the visitor reached the site on (scheme and host, lower case): absolute links in a
 * page's head, the sitemap, robots.txt and feeds point there, so each of a site's addresses (its
 * <slug>.localhost, a custom domain) speaks of itself. Only a Host that names a site gets a page.
 */
export function siteOriginOf(req: Request): string {
  const scheme = isSecureRequest(req) || req.protocol === 'https' ? 'https' : 'http';
  return `${scheme}://${(req.get('host') ?? 'localhost').toLowerCase()}`;
}

/** A path of the site (or an address elsewhere) as an absolute URL on the origin. */
export const absoluteUrl = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
