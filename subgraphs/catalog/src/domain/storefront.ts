/**
 * What a shopper of a site may see. Another site's records do not exist for the request's site;
 * archived products are their owner's only (Collection.archivedProducts), not the storefront's.
 */
export const ofSite = (siteId: string | undefined, websiteId: string | undefined) =>
  websiteId !== undefined && websiteId === siteId;

export const listed = <T extends { archivedAt: unknown }>(product: T | null | undefined): T | null =>
  product && product.archivedAt === null ? product : null;

/** A product the request's site lists, or null. */
export const listedOfSite = <T extends { archivedAt: unknown; websiteId: string }>(
  siteId: string | undefined,
  product: T | null | undefined,
): T | null => {
  const shown = listed(product);
  return shown && ofSite(siteId, shown.websiteId) ? shown : null;
};
