/** A URL id (the last part of an address) from a title: "Café Opening!" → "cafe-opening". */
export function urlIdFrom(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** URL ids a page may not take: the site server's own paths. */
const RESERVED = new Set(['admin', 'api', 'assets', 'cart', 'search', 'graphql', 'health', 'media', '_theme', 'checkout', 'p']);

export function checkUrlId(urlId: string): string | undefined {
  if (!/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/.test(urlId)) return 'Use lower-case letters, digits and hyphens, at most 80.';
  if (RESERVED.has(urlId)) return `“${urlId}” is used by Atelier itself; choose another.`;
  return undefined;
}
