import { escapeXml } from '@atelier/html';

/** A sitemap of at most 50,000 addresses (sitemaps.org); a larger site would need a sitemap index. */
export const SITEMAP_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const SITEMAP_TAIL = '</urlset>\n';

/** One address of a sitemap (absolute), with when it last changed where that is known. */
export function sitemapUrl(loc: string, lastmod?: string | null): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>\n`;
}
