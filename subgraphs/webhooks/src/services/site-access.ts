import { ownedSiteId, ownersSite, type OwnerRequest } from '@atelier/platform';

/**
 * The one check of who may manage a site's webhooks: the signed-in owner of the request's site.
 * A partner's API key, when the product has them, answers here too, and nothing else changes.
 */
export const webhookSiteOf = (request: OwnerRequest) => ownedSiteId(request);

/** The site whose webhooks a read may list: the owner's own, else null (the read answers empty). */
export const webhookReadableSite = (websiteId: string, request: OwnerRequest) => ownersSite(websiteId, request);
