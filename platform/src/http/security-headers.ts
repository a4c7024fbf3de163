import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { isSecureRequest } from './crumb.ts';

/** The nonce of this response's scripts: pages put it on their <script> tags, and the CSP allows only those. */
export function cspNonce(res: Response): string {
  return String(res.locals.cspNonce ?? '');
}

/** A site's pages, the dashboard, or the GraphQL endpoint (answers that are never a document). */
type PageArea = 'site' | 'admin' | 'api';

const nonceSource = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as Response).locals.cspNonce}'`;

export interface SecurityHeaderOptions {
  /**
   * Origins the site's pages may load scripts and frames from (hosted captcha providers a form can
   * use); the dashboard allows none.
   */
  siteThirdParties?: readonly string[];
}

function headersFor(area: PageArea, secure: boolean, thirdParties: readonly string[]): RequestHandler {
  if (area === 'api') return apiHeaders(secure);
  const extra = area === 'site' ? thirdParties : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceSource, ...extra],
        frameSrc: ["'self'", ...extra],
        // A <style> element needs the nonce (the site's money symbol for legacy amounts is one).
        styleSrc: ["'self'", nonceSource],
        // Themes place images by their focal point in style attributes.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...extra],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // The site editor shows published pages in a frame of the same origin; the dashboard is never framed.
        frameAncestors: [area === 'admin' ? "'none'" : "'self'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: area === 'admin' ? 'deny' : 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: secure ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    xContentTypeOptions: true,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xPoweredBy: true,
  });
}

/**
 * A JSON answer is never shown as a page (nosniff), so a page's policy buys it nothing: no nonce, no
 * script or style sources, no opener policy. It may not be framed or load anything, should a
 * browser ever be led to open it, and is not for other origins' pages to embed.
 */
function apiHeaders(secure: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: secure ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    xContentTypeOptions: true,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xPoweredBy: true,
  });
}

/** Where helmet writes a response's nonce when its headers are worked out ahead (recordedHeaders). */
const NONCE_MARK = 'AtelierNonceMark';

/** The headers helmet sets and removes for one kind of page, each value split where the nonce goes. */
interface RecordedHeaders {
  set: [name: string, parts: string[]][];
  removed: string[];
}

/**
 * Runs helmet once, against a response that only records, with a marker for the nonce. Helmet
 * builds every header anew for every response (the CSP from its directives, because one of them is
 * a function of the response); recorded once, a response costs a nonce and the setting of the headers.
 */
function recordedHeaders(handler: RequestHandler): RecordedHeaders {
  const recorded: RecordedHeaders = { set: [], removed: [] };
  const res = {
    locals: { cspNonce: NONCE_MARK },
    setHeader: (name: string, value: unknown) => void recorded.set.push([name, String(value).split(NONCE_MARK)]),
    removeHeader: (name: string) => void recorded.removed.push(name),
  };
  let done = false;
  handler({} as Request, res as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not set its headers at once');
  return recorded;
}

/**
 * Security headers on every response (helmet): a CSP whose scripts need this response's nonce,
 * nosniff, a referrer policy, no framing of /admin by anyone, and HSTS when the site is served over
 * TLS (or ATELIER_SECURE_COOKIES says a proxy terminates it).
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): RequestHandler {
  const variants = new Map<string, RecordedHeaders>();
  return (req: Request, res: Response, next: NextFunction) => {
    // Routes match without regard to case, so /ADMIN is the dashboard too.
    const path = req.path.toLowerCase();
    const area: PageArea =
      path === '/graphql' ? 'api' : path === '/admin' || path.startsWith('/admin/') ? 'admin' : 'site';
    // Only pages carry scripts: an answer of the API needs no nonce.
    const nonce = area === 'api' ? '' : randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    const secure = isSecureRequest(req);
    const key = `${area}:${secure}`;
    let headers = variants.get(key);
    if (!headers)
      variants.set(key, (headers = recordedHeaders(headersFor(area, secure, options.siteThirdParties ?? []))));
    for (const [name, parts] of headers.set) res.setHeader(name, parts.length === 1 ? parts[0]! : parts.join(nonce));
    for (const name of headers.removed) res.removeHeader(name);
    next();
  };
}
