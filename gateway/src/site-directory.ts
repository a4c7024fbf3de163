import { siteAddressOf, type SiteAddress } from '@atelier/site';
import type { SiteCache } from '@atelier/platform';

/** Finds a website id for an address (slug or custom domain); undefined when none has it. */
export type SiteLookup = (address: { slug?: string; domain?: string }) => Promise<string | undefined>;

export interface SiteDirectory {
  /** The website a request's Host names, or undefined for a host that names none. */
  siteIdFor(hostHeader: string | undefined): Promise<string | undefined>;
  /** What siteIdFor would answer, when it is already known (kept in this process); else undefined. */
  keptSiteIdFor(hostHeader: string | undefined): { siteId: string | undefined } | undefined;
}

/**
 * Host → website, asked of the catalog once and kept until an address changes (a custom domain
 * added or removed, a new site), in every process (platform's siteCache), so that a page costs no
 * extra lookup. Bare local names (localhost, 127.0.0.1) are the default site (ATELIER_SITE_SLUG).
 */
export function createSiteDirectory(
  lookup: SiteLookup,
  defaultSlug: string,
  cache: SiteCache<string | undefined>,
): SiteDirectory {
  const keyOf = (address: SiteAddress) =>
    address.kind === 'domain' ? `d:${address.domain}` : `s:${address.kind === 'slug' ? address.slug : defaultSlug}`;
  return {
    async siteIdFor(hostHeader) {
      const address = siteAddressOf(hostHeader);
      if (!address) return undefined;
      return cache.get(keyOf(address), () =>
        lookup(
          address.kind === 'domain'
            ? { domain: address.domain }
            : { slug: address.kind === 'slug' ? address.slug : defaultSlug },
        ),
      );
    },
    keptSiteIdFor(hostHeader) {
      const address = siteAddressOf(hostHeader);
      if (!address) return { siteId: undefined };
      const kept = cache.kept(keyOf(address));
      return kept && { siteId: kept.value };
    },
  };
}
