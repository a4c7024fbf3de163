import { ownedSiteId, ownersSite, type OwnerRequest } from '@atelier/platform';

/**
 * The one check of who may manage a site's webhooks: the signed-in owner of the request's site, or
 * an API key of that site (the gateway lets only keys with the WEBHOOKS scope this far; a key acts
 * as the owner of its own site and of no other).
 */
export const webhookSiteOf = (request: OwnerRequest) => ownedSiteId(request);

/** The site whose webhooks a read may list: the owner's own, else null (the read answers empty). */
export const webhookReadableSite = (websiteId: string, request: OwnerRequest) => ownersSite(websiteId, request);
