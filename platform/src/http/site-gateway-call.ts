import { COOKIES } from './internal-headers.ts';
import { SITE_CALL_HEADER, signSiteCall } from '../security/site-calls.ts';
import { readGraphQLAnswer, type SubgraphAnswer } from './subgraph-site-call.ts';

export interface SiteGatewayCall {
  gatewayUrl: string;
  secret: string;
  /**
   * The site the call is for: the gateway believes this signed id instead of a Host. Left out for a
   * question of no site (who the session's owner is), which the gateway then asks as for its own host.
   */
  siteId: string | undefined;
  query: string;
  variables?: Record<string, unknown>;
  /** Ask as this signed-in visitor (owner checks); left out, as an anonymous visitor. */
  sessionToken?: string;
  /** Ask with the visitor's unlock keys (the unlock cookie's value), so protected collections open as they do to them. */
  unlockKeys?: string;
}

/** The visitor's cookies the call carries: the gateway reads them as it reads a browser's. */
const cookieOf = (call: SiteGatewayCall) =>
  [
    call.sessionToken ? `${COOKIES.session}=${call.sessionToken}` : '',
    call.unlockKeys ? `${COOKIES.unlock}=${call.unlockKeys}` : '',
  ]
    .filter(Boolean)
    .join('; ');

/**
 * One subgraph asking the gateway, the public contract of the others, on a site's behalf: its data,
 * or unavailable when the gateway cannot be reached or answers that it cannot serve (a hot path
 * says so to its shopper); any other failure throws (readGraphQLAnswer).
 */
export async function askGatewayAsSite<T>(call: SiteGatewayCall): Promise<SubgraphAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(call.gatewayUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        ...(call.siteId ? { [SITE_CALL_HEADER]: signSiteCall(call.secret, call.siteId) } : {}),
        ...(cookieOf(call) ? { cookie: cookieOf(call) } : {}),
      },
      body: JSON.stringify({ query: call.query, variables: call.variables ?? {} }),
      signal: AbortSignal.timeout(5000),
    });
  } catch (error) {
    return { status: 'unavailable', reason: `gateway unreachable: ${(error as Error).message}` };
  }
  return readGraphQLAnswer<T>(response, 'gateway');
}

/** The same question, for callers to whom any failure is unexpected: it throws rather than answer unavailable. */
export async function callGatewayAsSite<T>(call: SiteGatewayCall): Promise<T> {
  const answer = await askGatewayAsSite<T>(call);
  if (answer.status === 'unavailable') throw new Error(`gateway call failed: ${answer.reason}`);
  return answer.data;
}
