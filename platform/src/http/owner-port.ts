import { callGatewayAsSite } from './site-gateway-call.ts';

export interface OwnerPort {
  /** The websites the session's owner owns (sign-in lives in accounts, ownership in the catalog), asked on a site's behalf. */
  ownedSiteIds(sessionToken: string, siteId: string): Promise<string[]>;
  /** The session's owner, on no particular site (creating one): their id and whether their e-mail is verified; null when the session has ended. */
  owner(sessionToken: string, siteId: string | undefined): Promise<SignedInOwner | null>;
}

const QUERY = '{ me { websites { id } } }';
const OWNER_QUERY = '{ me { id emailVerified } }';

export interface SignedInOwner {
  id: string;
  emailVerified: boolean;
}

/** Asks the gateway, as the visitor (their session) on this site, which websites they own. */
export function gatewayOwnerPort(gatewayUrl: string, secret: string): OwnerPort {
  return {
    async ownedSiteIds(sessionToken, siteId) {
      const data = await callGatewayAsSite<{ me: { websites: { id: string }[] } | null }>({
        gatewayUrl,
        secret,
        siteId,
        sessionToken,
        query: QUERY,
      });
      return data.me?.websites.map((w) => w.id) ?? [];
    },
    async owner(sessionToken, siteId) {
      const data = await callGatewayAsSite<{ me: SignedInOwner | null }>({
        gatewayUrl,
        secret,
        siteId,
        sessionToken,
        query: OWNER_QUERY,
      });
      return data.me ?? null;
    },
  };
}

/**
 * What a request tells of its visitor as an owner: signed in or not, whether they own the request's
 * site (or another website: the site list reads each of theirs), and who they are, each asked of the
 * gateway at most once per request (and only when a resolver asks). A request with an API key acts
 * for the key's site as its owner, and for no other site; it is no person (signedInOwner is null).
 */
export function requestOwnership(
  owners: OwnerPort,
  request: { sessionToken: string | undefined; siteId: string | undefined; apiKeyId?: string | undefined },
) {
  let owned: Promise<string[]> | undefined;
  let owner: Promise<SignedInOwner | null> | undefined;
  const { sessionToken, siteId } = request;
  if (request.apiKeyId && siteId)
    return {
      signedIn: true,
      ownsSite: async () => true,
      ownsWebsite: async (websiteId: string) => websiteId === siteId,
      signedInOwner: async (): Promise<SignedInOwner | null> => null,
    };
  const ownedIds = () =>
    (owned ??= sessionToken && siteId ? owners.ownedSiteIds(sessionToken, siteId) : Promise.resolve([]));
  return {
    signedIn: Boolean(sessionToken),
    ownsSite: async () => Boolean(siteId) && (await ownedIds()).includes(siteId!),
    ownsWebsite: async (websiteId: string) => (await ownedIds()).includes(websiteId),
    signedInOwner: () => (owner ??= sessionToken ? owners.owner(sessionToken, siteId) : Promise.resolve(null)),
  };
}
