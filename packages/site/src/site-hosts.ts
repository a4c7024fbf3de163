/**
 * Which site a request is for, from its Host header: `<slug>.localhost` (and `<slug>.` any local
 * development name), a custom domain, or the bare local names, which show the default site.
 */
export type SiteAddress = { kind: 'slug'; slug: string } | { kind: 'domain'; domain: string } | { kind: 'default' };

const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The host name without its port, lower case; undefined when the header is not a host name. */
export function hostName(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const host = header.trim().toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
  return /^[a-z0-9.\-[\]:]+$/.test(name) && name.length <= 253 ? name.replace(/\.$/, '') : undefined;
}

export function siteAddressOf(hostHeader: string | undefined): SiteAddress | undefined {
  const name = hostName(hostHeader);
  if (!name) return undefined;
  if (LOCAL_NAMES.has(name)) return { kind: 'default' };
  const local = /^([^.]+)\.localhost$/.exec(name);
  if (local) return SLUG_PATTERN.test(local[1]!) ? { kind: 'slug', slug: local[1]! } : undefined;
  return DOMAIN_PATTERN.test(name) ? { kind: 'domain', domain: name } : undefined;
}

/** Where a page is served from: a URL's or window.location's scheme ("http:") and port ("" for the default). */
export interface ServedOn {
  protocol: string;
  port: string;
}

/** A site's own address, <slug>.localhost on the scheme and port the product is reached on: http://kiln.localhost:3000. */
export const siteOrigin = (slug: string, on: ServedOn) =>
  `${on.protocol}//${slug}.localhost${on.port ? `:${on.port}` : ''}`;

/** A custom domain as an owner may enter it: a host name, no scheme, port or path. */
export function normalDomain(input: string): string | undefined {
  const domain = input.trim().toLowerCase().replace(/\.$/, '');
  return DOMAIN_PATTERN.test(domain) && !domain.endsWith('.localhost') ? domain : undefined;
}
