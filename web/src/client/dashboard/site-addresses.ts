import { siteOrigin, type ServedOn } from '@atelier/site';

/**
 * Where an owner's sites are, written from the address the dashboard is open on: each site answers
 * at <slug>.localhost (and its custom domains) on the same scheme and port as this page.
 */
export type PageLocation = ServedOn;

const origin = (host: string, here: PageLocation) => `${here.protocol}//${host}${here.port ? `:${here.port}` : ''}`;

/** The site's own address, http://<slug>.localhost:<port>. */
export const siteAddress = (slug: string, here: PageLocation) => siteOrigin(slug, here);

/** The addresses of a site's custom domains, on this page's scheme and port. */
export const domainAddresses = (domains: readonly string[], here: PageLocation) =>
  domains.map((domain) => origin(domain, here));

/** The site's dashboard, at its own address (a session is per host: the owner signs in there). */
export const siteDashboard = (slug: string, here: PageLocation) => `${siteAddress(slug, here)}/admin`;

/**
 * The site's dashboard by a session hand-off: the owner arrives there signed in. The token rides in
 * the fragment, which the browser keeps to itself: no server log or Referer carries it.
 */
export const siteDashboardHandoff = (slug: string, here: PageLocation, token: string) =>
  `${siteAddress(slug, here)}/admin/handoff#token=${encodeURIComponent(token)}`;

/** An address as it is shown: without its scheme. */
export const shownAddress = (address: string) => address.replace(/^https?:\/\//, '');
