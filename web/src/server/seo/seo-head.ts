import { escapeHtml } from '@atelier/html';
import { scriptJson } from '../render/data-block.ts';
import { absoluteUrl } from './site-origin.ts';
import type { PageSeo } from './page-seo.ts';

export interface SeoSite {
  /** The origin the visitor reached the site on. */
  origin: string;
  title: string;
  /** BCP 47 (en-GB), written as Open Graph's en_GB. */
  locale: string;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">\n`;

/**
 * The head of a page for search engines and link previews: description, canonical link, Open Graph
 * and Twitter card tags, robots, the blog's feed and the item's schema.org data (a data block, which
 * runs nothing; it carries the nonce all the same, as every script element of a page does).
 */
export function seoHead(seo: PageSeo, site: SeoSite, nonce: string): string {
  const title = seo.title || site.title;
  const description = seo.description || site.title;
  const canonical = seo.canonicalPath === undefined ? undefined : absoluteUrl(site.origin, seo.canonicalPath);
  const image = seo.image ? absoluteUrl(site.origin, seo.image) : undefined;
  let head = meta('name', 'description', description);
  if (seo.noindex) head += meta('name', 'robots', 'noindex');
  if (canonical) head += `<link rel="canonical" href="${escapeHtml(canonical)}">\n`;
  if (seo.feed)
    head += `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(seo.feed.title)}" href="${escapeHtml(absoluteUrl(site.origin, seo.feed.path))}">\n`;
  head += meta('property', 'og:site_name', site.title);
  head += meta('property', 'og:title', title);
  head += meta('property', 'og:description', description);
  if (canonical) head += meta('property', 'og:url', canonical);
  head += meta('property', 'og:type', seo.type);
  head += meta('property', 'og:locale', site.locale.replace('-', '_'));
  if (image) head += meta('property', 'og:image', image);
  if (seo.publishedTime) head += meta('property', 'article:published_time', seo.publishedTime);
  if (seo.modifiedTime) head += meta('property', 'article:modified_time', seo.modifiedTime);
  head += meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  head += meta('name', 'twitter:title', title);
  head += meta('name', 'twitter:description', description);
  if (image) head += meta('name', 'twitter:image', image);
  if (seo.jsonLd)
    head += `<script type="application/ld+json" nonce="${escapeHtml(nonce)}">${scriptJson(seo.jsonLd)}</script>\n`;
  return head;
}
