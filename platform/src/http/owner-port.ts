import { callGatewayAsSite } from './site-gateway-call.ts';

export interface OwnerPort {
  /** Whether the session's owner owns the website (sign-in lives in the accounts subgraph). */
  ownsSite(sessionToken: string, siteId: string): Promise<boolean>;
}

const QUERY = '{ me { websites { id } } }';

/** Asks the gateway, as the visitor (their session) on this site, which websites they own. */
export function gatewayOwnerPort(gatewayUrl: string, secret: string): OwnerPort {
  return {
    async ownsSite(sessionToken, siteId) {
      const data = await callGatewayAsSite<{ me: { websites: { id: string }[] } | null }>({
        gatewayUrl,
        secret,
        siteId,
        sessionToken,
        query: QUERY,
      });
      return Boolean(data.me?.websites.some((w) => w.id === siteId));
    },
  };
}

/**
 * What a request tells of its visitor as an owner: signed in or not, and whether they own the
 * request's site, asked of the gateway at most once per request (and only when a resolver asks).
 */
export function requestOwnership(
  owners: OwnerPort,
  request: { sessionToken: string | undefined; siteId: string | undefined },
) {
  let ownership: Promise<boolean> | undefined;
  const { sessionToken, siteId } = request;
  return {
    signedIn: Boolean(sessionToken),
    ownsSite: () =>
      (ownership ??= sessionToken && siteId ? owners.ownsSite(sessionToken, siteId) : Promise.resolve(false)),
  };
}
