import { siteAddressOf, type SiteAddress } from '@atelier/site';

/** Finds a website id for an address (slug or custom domain); undefined when none has it. */
export type SiteLookup = (address: { slug?: string; domain?: string }) => Promise<string | undefined>;

export interface SiteDirectory {
  /** The website a request's Host names, or undefined for a host that names none. */
  siteIdFor(hostHeader: string | undefined): Promise<string | undefined>;
  /** Forgets what it knows (an owner added a domain or changed a slug). */
  clear(): void;
}

const TTL_MS = 10_000;
const MAX_ENTRIES = 5_000;

/**
 * Host → website, asked of the catalog and kept for 10 seconds, so that a page costs no extra
 * lookup. Bare local names (localhost, 127.0.0.1) are the default site (ATELIER_SITE_SLUG).
 */
export function createSiteDirectory(lookup: SiteLookup, defaultSlug: string): SiteDirectory {
  const cache = new Map<string, { siteId: string | undefined; until: number }>();
  const keyOf = (address: SiteAddress) =>
    address.kind === 'domain' ? `d:${address.domain}` : `s:${address.kind === 'slug' ? address.slug : defaultSlug}`;
  return {
    async siteIdFor(hostHeader) {
      const address = siteAddressOf(hostHeader);
      if (!address) return undefined;
      const key = keyOf(address);
      const known = cache.get(key);
      if (known && known.until > Date.now()) return known.siteId;
      const siteId = await lookup(
        address.kind === 'domain'
          ? { domain: address.domain }
          : { slug: address.kind === 'slug' ? address.slug : defaultSlug },
      );
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(key, { siteId, until: Date.now() + TTL_MS });
      return siteId;
    },
    clear: () => cache.clear(),
  };
}
