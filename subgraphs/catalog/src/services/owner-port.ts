import { COOKIES, SITE_CALL_HEADER, signSiteCall } from '@atelier/platform';

export interface OwnerPort {
  /** Whether the session's owner owns the website (sign-in lives in the accounts subgraph). */
  ownsSite(sessionToken: string, siteId: string): Promise<boolean>;
}

const QUERY = '{ me { websites { id } } }';

/** Asks the gateway, as the visitor (their session) on this site, which websites they own. */
export function gatewayOwnerPort(gatewayUrl: string, secret: string): OwnerPort {
  return {
    async ownsSite(sessionToken, siteId) {
      const response = await fetch(gatewayUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'apollo-require-preflight': 'true',
          cookie: `${COOKIES.session}=${sessionToken}`,
          [SITE_CALL_HEADER]: signSiteCall(secret, siteId),
        },
        body: JSON.stringify({ query: QUERY }),
        signal: AbortSignal.timeout(5000),
      });
      const body = (await response.json()) as { data?: { me: { websites: { id: string }[] } | null }; errors?: { message: string }[] };
      if (!response.ok || body.errors?.length) throw new Error(`owner lookup failed (${response.status}): ${body.errors?.map((e) => e.message).join('; ') ?? ''}`);
      return Boolean(body.data?.me?.websites.some((w) => w.id === siteId));
    },
  };
}
