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
      const data = await callGatewayAsSite<{ me: { websites: { id: string }[] } | null }>({ gatewayUrl, secret, siteId, sessionToken, query: QUERY });
      return Boolean(data.me?.websites.some((w) => w.id === siteId));
    },
  };
}
