/**
 * What a page tells search engines, browsers and link previews about itself; seo-head.ts writes it
 * into the page's head through {squarespace-headers}, so every theme, imported ones too, carries it.
 */
export interface PageSeo {
  /** The page's own title (the owner's SEO title, else its title) for templates and previews; '' on a home page without one: the site's title says it all. */
  title: string;
  /** The owner's SEO description, else one made from the content (packages/site seoTextOf); '' for none. */
  description: string;
  /** Its address on the site, with only the query that changes what it shows; none for a page that is not one (not found). */
  canonicalPath?: string;
  /** Open Graph's kind of page. */
  type: 'website' | 'product' | 'article';
  /** The item's picture: a path of the site or an address elsewhere. */
  image?: string;
  /** Pages of one visitor (cart, checkout, an order) or of none (not found, a lock screen) are kept out of indexes. */
  noindex?: boolean;
  /** schema.org data about the page's item (a product's). */
  jsonLd?: Record<string, unknown>;
  /** A blog's RSS feed, linked as an alternate of its pages. */
  feed?: { title: string; path: string };
  /** Articles: when published, as ISO 8601. */
  publishedTime?: string;
  /** Articles: when last changed, as ISO 8601. */
  modifiedTime?: string;
}

/** The SEO of a page of the site that shows no item: its title, its own address, and whether it is kept out of indexes. */
export const plainPageSeo = (title: string, canonicalPath: string | undefined, noindex: boolean): PageSeo => ({
  title,
  description: '',
  canonicalPath,
  type: 'website',
  noindex,
});

/** The path of a blog's RSS feed, as Squarespace serves it: the blog's own address with ?format=rss. */
export const feedPathOf = (blogPath: string) => `${blogPath}?format=rss`;
