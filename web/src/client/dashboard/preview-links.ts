/** The query parameter that draws a page with the owner's draft of the theme (web/src/server/site/site-themes.ts). */
export const PREVIEW_PARAM = 'themePreview';

/** Paths of the product rather than of the site's pages: they leave the preview as they are. */
const NOT_PAGES = /^\/(admin|api|graphql|assets|_theme|media)(\/|$)/;

/**
 * Where a link inside the preview should go so that the next page is drawn with the draft too: a
 * page of this site keeps ?themePreview=; another site's address, a fragment of the same page, a
 * mail link and the dashboard's own paths are left as they are (null).
 */
export function previewHref(href: string, pageUrl: string, previewId: string): string | null {
  let target: URL;
  try {
    target = new URL(href, pageUrl);
  } catch {
    return null;
  }
  const page = new URL(pageUrl);
  if (target.origin !== page.origin || NOT_PAGES.test(target.pathname)) return null;
  if (target.searchParams.get(PREVIEW_PARAM) === previewId) return null;
  const samePage = target.pathname === page.pathname && target.search === page.search && target.hash;
  if (samePage) return null;
  target.searchParams.set(PREVIEW_PARAM, previewId);
  return target.pathname + target.search + target.hash;
}
