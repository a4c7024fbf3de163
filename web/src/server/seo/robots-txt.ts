/**
 * Atelier's own paths that are no pages for an index: the dashboard, the API, one visitor's cart,
 * checkout and orders, and search results (endless combinations of the site's own pages).
 */
export const PRIVATE_PATHS = ['/admin', '/api/', '/cart', '/checkout', '/commerce/', '/search'] as const;

/**
 * robots.txt of a site: everything allowed but Atelier's private paths and the site's pages behind a
 * password (with their items), then where the sitemap is. Rules match as path prefixes and the
 * longest match wins (RFC 9309), so a public page whose address begins like a kept-out one
 * (/trade-fair beside a locked /trade, /cartography beside /cart) is allowed by name.
 */
export function robotsTxt(origin: string, collections: readonly { path: string; locked: boolean }[]): string {
  const kept = [...PRIVATE_PATHS, ...collections.filter((c) => c.locked).map((c) => c.path)];
  const open = collections
    .filter((c) => !c.locked && kept.some((k) => c.path !== k && c.path.startsWith(k)))
    .map((c) => c.path);
  return [
    'User-agent: *',
    'Allow: /',
    ...kept.map((path) => `Disallow: ${path}`),
    ...open.map((path) => `Allow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
