import { isWellFormedToken } from '../security/tokens.ts';
import { COOKIES } from './internal-headers.ts';

/** The bearer tokens a visitor's cookies hold. */
export interface VisitorTokens {
  cartToken?: string;
  expressCartToken?: string;
  sessionToken?: string;
}

/**
 * Reads the visitor's tokens from parsed cookies. Tokens are minted by us, so anything that is not
 * shaped like one (control characters, NUL, a forged length) counts as no token at all: it can
 * neither reach a subgraph nor a header, and the visitor is simply without a cart or session.
 */
export function readVisitorTokens(cookies: unknown): VisitorTokens {
  const jar = (cookies ?? {}) as Record<string, unknown>;
  const token = (name: string) => {
    const value = jar[name];
    return typeof value === 'string' && isWellFormedToken(value) ? value : undefined;
  };
  return {
    cartToken: token(COOKIES.cart),
    expressCartToken: token(COOKIES.expressCart),
    sessionToken: token(COOKIES.session),
  };
}
