import { COOKIES } from './internal-headers.ts';
import { SITE_CALL_HEADER, signSiteCall } from '../security/site-calls.ts';

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
}

/**
 * One subgraph asking the gateway, the public contract of the others, on a site's behalf. It
 * throws when the answer carries errors or no data: callers treat that as unexpected.
 */
export async function callGatewayAsSite<T>(call: SiteGatewayCall): Promise<T> {
  const response = await fetch(call.gatewayUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(call.siteId ? { [SITE_CALL_HEADER]: signSiteCall(call.secret, call.siteId) } : {}),
      ...(call.sessionToken ? { cookie: `${COOKIES.session}=${call.sessionToken}` } : {}),
    },
    body: JSON.stringify({ query: call.query, variables: call.variables ?? {} }),
    signal: AbortSignal.timeout(5000),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok || body.errors?.length || !body.data) {
    throw new Error(
      `gateway call failed (${response.status}): ${body.errors?.map((e) => e.message).join('; ') ?? 'no data'}`,
    );
  }
  return body.data;
}
