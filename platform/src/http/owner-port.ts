import { callGatewayAsSite } from './site-gateway-call.ts';

export interface OwnerPort {
  /** Whether the session's owner owns the website (sign-in lives in the accounts subgraph). */
  ownsSite(sessionToken: string, siteId: string): Promise<boolean>;
  /** The id of the session's owner, on no particular site (creating one); null when the session has ended. */
  ownerId(sessionToken: string, siteId: string | undefined): Promise<string | null>;
}

const QUERY = '{ me { websites { id } } }';
const OWNER_ID_QUERY = '{ me { id } }';

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
    async ownerId(sessionToken, siteId) {
      const data = await callGatewayAsSite<{ me: { id: string } | null }>({
        gatewayUrl,
        secret,
        siteId,
        sessionToken,
        query: OWNER_ID_QUERY,
      });
      return data.me?.id ?? null;
    },
  };
}

/**
 * What a request tells of its visitor as an owner: signed in or not, whether they own the request's
 * site, and who they are, each asked of the gateway at most once per request (and only when a
 * resolver asks).
 */
export function requestOwnership(
  owners: OwnerPort,
  request: { sessionToken: string | undefined; siteId: string | undefined },
) {
  let ownership: Promise<boolean> | undefined;
  let ownerId: Promise<string | null> | undefined;
  const { sessionToken, siteId } = request;
  return {
    signedIn: Boolean(sessionToken),
    ownsSite: () =>
      (ownership ??= sessionToken && siteId ? owners.ownsSite(sessionToken, siteId) : Promise.resolve(false)),
    signedInOwnerId: () => (ownerId ??= sessionToken ? owners.ownerId(sessionToken, siteId) : Promise.resolve(null)),
  };
}
