/**
 * Headers that travel only between the gateway and the subgraphs. The gateway strips them from
 * client requests and sets them itself, so a subgraph may trust them. Subgraphs must therefore
 * never be exposed to browsers directly (they listen on loopback unless told otherwise).
 */
export const INTERNAL_HEADERS = {
  cartToken: 'x-atelier-cart-token',
  /** The visitor's express-checkout cart token (its own cookie), for finding that cart again. */
  expressCartToken: 'x-atelier-express-cart-token',
  sessionToken: 'x-atelier-session-token',
  /** The client's address, for per-client limits such as sign-in attempts. */
  clientAddress: 'x-atelier-client-address',
  /** The id of the client's request, so that the subgraph's log lines and errors carry it too. */
  requestId: 'x-atelier-request-id',
  /** The site the request is for (a website id), resolved by the gateway from the Host header. */
  siteId: 'x-atelier-site',
  /**
   * Set when the site was named by a subgraph's own signed call (site-calls.ts), not by a visitor's
   * Host: what only the product itself may read of a site (its owner's contact) is answered then.
   */
  siteCall: 'x-atelier-site-call-verified',
  /**
   * The origin (scheme, host, port) the visitor reached the site on, when its Host named the site:
   * links in mail sent later on the visitor's behalf (restock notices) point there.
   */
  siteOrigin: 'x-atelier-site-origin',
  /**
   * The id of the API key the request carries, which the gateway checked: the request acts for the
   * key's site (x-atelier-site) as its owner would, within scopes the gateway enforced already.
   */
  apiKey: 'x-atelier-api-key',
  /** The visitor's keys to protected collections (the unlock cookie's well-formed entries). */
  unlockKeys: 'x-atelier-unlock',
  /** Set by a subgraph on its response: JSON array of CookieInstruction for the gateway to apply. */
  setCookie: 'x-atelier-set-cookie',
} as const;

export interface CookieInstruction {
  name: string;
  /** null clears the cookie. */
  value: string | null;
  maxAgeSeconds?: number;
}

/** Cookies a subgraph may ask the gateway to set; anything else is ignored. */
export const COOKIES = {
  cart: 'atelier-cart',
  expressCart: 'atelier-express-cart',
  session: 'atelier-session',
  crumb: 'crumb',
  unlock: 'atelier-unlock',
} as const;

export const SUBGRAPH_SETTABLE_COOKIES: ReadonlySet<string> = new Set([
  COOKIES.cart,
  COOKIES.expressCart,
  COOKIES.session,
  COOKIES.unlock,
]);

/** The internal header that carries each cookie a subgraph may set to the subgraphs' later calls. */
export const HEADER_OF_SETTABLE_COOKIE: Readonly<Record<string, string>> = {
  [COOKIES.cart]: INTERNAL_HEADERS.cartToken,
  [COOKIES.expressCart]: INTERNAL_HEADERS.expressCartToken,
  [COOKIES.session]: INTERNAL_HEADERS.sessionToken,
  [COOKIES.unlock]: INTERNAL_HEADERS.unlockKeys,
};

/** The instructions of a subgraph's `x-atelier-set-cookie` header; undefined when it cannot be read. */
export function readCookieInstructions(header: string): CookieInstruction[] | undefined {
  try {
    const parsed: unknown = JSON.parse(header);
    return Array.isArray(parsed) ? parsed.filter((c): c is CookieInstruction => typeof c?.name === 'string') : [];
  } catch {
    return undefined;
  }
}
