import type { Request, Response } from 'express';
import {
  COOKIES,
  SUBGRAPH_SETTABLE_COOKIES,
  clientKeyOf,
  currentRequestId,
  isSecureRequest,
  readUnlockKeys,
  readVisitorTokens,
  SITE_CALL_HEADER,
  verifySiteCall,
  writeUnlockKeys,
  setCrumbCookie,
  type CookieInstruction,
  type Crumbs,
} from '@atelier/platform';
import { bearerKeyOf } from '@atelier/partners/server';
import type { SiteDirectory } from './site-directory.ts';
import type { ApiKeyDirectory, KeyAccess } from './partners/api-key-directory.ts';
import { KEY_ERRORS } from './partners/key-errors.ts';

/** What the gateway knows of one client request, and how it answers with cookies. */
export interface GatewayContext {
  cartToken: string | undefined;
  /** The express-checkout cart's token (its own cookie). */
  expressCartToken: string | undefined;
  sessionToken: string | undefined;
  /**
   * The client as per-client limits count it: the peer address, or what a trusted proxy says
   * (TRUST_PROXY); an IPv6 client by its /64.
   */
  clientAddress: string;
  requestId: string | undefined;
  /** The visitor's keys to protected collections, in the cookie's form (well-formed entries only). */
  unlockKeys: string | undefined;
  /** The website the request is for: named by its Host, or by a signed site call of a subgraph. */
  siteId: string | undefined;
  /** The origin the visitor reached the site on, when its Host named the site (not on a site call). */
  siteOrigin: string | undefined;
  /** Whether a subgraph's signed site call named the site (the product's own request, not a visitor's). */
  siteCall: boolean;
  /** The API key the request carries (Authorization: Bearer), checked: the request acts for its site. */
  apiKey: KeyAccess | undefined;
  applyCookie(instruction: CookieInstruction): void;
}

/**
 * The context of one request. Tokens come only from well-formed cookies. When a subgraph issues
 * or clears the cart or session cookie, later subgraph calls of the same operation use the new
 * token, and the crumb is issued again, bound to it.
 */
export interface SiteResolution {
  secret: string;
  sites: SiteDirectory;
  keys: ApiKeyDirectory;
}

/**
 * The API key of a request that carries one (its bearer): refused (thrown) when it is malformed, unknown,
 * revoked, or of another site than the one its Host names; a Host that names no site takes the key's.
 */
async function apiKeyOf(
  bearer: NonNullable<ReturnType<typeof bearerKeyOf>>,
  req: Request,
  resolution: SiteResolution,
): Promise<KeyAccess> {
  if ('malformed' in bearer) throw KEY_ERRORS.malformed();
  const key = await resolution.keys.keyFor(bearer.secret);
  if (!key) throw KEY_ERRORS.unknown();
  const hostSite = await resolution.sites.siteIdFor(req.get('host'));
  if (hostSite && hostSite !== key.websiteId) throw KEY_ERRORS.otherSite();
  return key;
}

export async function createGatewayContext(
  req: Request,
  res: Response,
  crumbs: Crumbs,
  resolution: SiteResolution,
): Promise<GatewayContext> {
  const calledFor = verifySiteCall(resolution.secret, req.get(SITE_CALL_HEADER));
  // Most requests carry no key: they are not made to wait a turn for a lookup they do not need.
  const bearer = calledFor ? undefined : bearerKeyOf(req.get('authorization'));
  const apiKey = bearer ? await apiKeyOf(bearer, req, resolution) : undefined;
  // A key's request is the key's alone: no visitor's cart, session or unlocked collections ride along.
  const cookies = apiKey ? undefined : (req.cookies as Record<string, unknown> | undefined);
  const tokens = readVisitorTokens(cookies);
  // A host already known answers at once; the first request of a host waits for its lookup.
  const kept = calledFor || apiKey ? undefined : resolution.sites.keptSiteIdFor(req.get('host'));
  const siteId =
    calledFor ?? apiKey?.websiteId ?? (kept ? kept.siteId : await resolution.sites.siteIdFor(req.get('host')));
  const context: GatewayContext = {
    cartToken: tokens.cartToken,
    expressCartToken: tokens.expressCartToken,
    sessionToken: tokens.sessionToken,
    clientAddress: clientKeyOf(req.ip),
    requestId: currentRequestId(),
    siteId,
    siteCall: calledFor !== undefined,
    apiKey,
    // The Host named this site (the directory said so), so links built on it lead back to the site.
    siteOrigin: !calledFor && !apiKey && siteId && req.get('host') ? `${req.protocol}://${req.get('host')}` : undefined,
    unlockKeys: writeUnlockKeys(readUnlockKeys(cookies?.[COOKIES.unlock])) || undefined,
    applyCookie: (instruction) => {
      if (!SUBGRAPH_SETTABLE_COOKIES.has(instruction.name) || res.headersSent) return;
      const options = { httpOnly: true, sameSite: 'lax' as const, secure: isSecureRequest(req), path: '/' };
      if (instruction.value === null) res.clearCookie(instruction.name, options);
      else
        res.cookie(instruction.name, instruction.value, {
          ...options,
          maxAge: (instruction.maxAgeSeconds ?? 0) * 1000 || undefined,
        });
      if (instruction.name === COOKIES.unlock) context.unlockKeys = instruction.value ?? undefined;
      if (instruction.name === COOKIES.expressCart) context.expressCartToken = instruction.value ?? undefined;
      if (instruction.name === COOKIES.expressCart || instruction.name === COOKIES.unlock) return;
      if (instruction.name === COOKIES.cart) context.cartToken = instruction.value ?? undefined;
      if (instruction.name === COOKIES.session) context.sessionToken = instruction.value ?? undefined;
      setCrumbCookie(req, res, crumbs.issue({ cartToken: context.cartToken, sessionToken: context.sessionToken }));
    },
  };
  return context;
}
