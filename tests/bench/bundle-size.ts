import { STOREFRONT_PAGES, type StorefrontPageName } from '../../web/src/client/entries.ts';
import { entryDownloads, storefrontPageDownloads } from '../../web/src/server/assets.ts';
import { PRODUCT_PAGE_JS_GOAL, weightOf } from '../../web/src/server/bundle-weight.ts';

interface Page {
  name: string;
  downloads: ReturnType<typeof entryDownloads>;
  /** The page a shopper comes from, whose files the browser has cached. */
  after?: ReturnType<typeof entryDownloads>;
  /** A storefront page: its JavaScript is told against the product page's limit. */
  storefront?: boolean;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * What each kind of page downloads of web/dist (the built client, from its builds' manifests: the entry's
 * script, the islands the page shows (entries.ts STOREFRONT_PAGES), the chunks they import and their
 * stylesheets), weighed as web/src/server/bundle-weight.ts weighs (the limit's test too); each
 * storefront page's JavaScript against the 60 kB goal, and for the cart and checkout pages also what
 * they add to what a product page left cached. Reads the last `npm run build`; starts no platform.
 */
export function benchBundleSize(): void {
  const product = storefrontPageDownloads('product');
  const pages: Page[] = [
    ...(Object.keys(STOREFRONT_PAGES) as StorefrontPageName[]).map((name) => ({
      name,
      downloads: storefrontPageDownloads(name),
      after: STOREFRONT_PAGES[name].entry === 'islands' ? undefined : product,
      storefront: true,
    })),
    { name: 'dashboard (frame, first panel apart)', downloads: entryDownloads('admin') },
    { name: 'dashboard with every panel', downloads: entryDownloads('admin', { lazy: true }) },
  ];
  for (const { name, downloads, after, storefront } of pages) {
    const [js, css] = [weightOf(downloads.scripts), weightOf(downloads.styles)];
    let line =
      `bundle: ${name.padEnd(38)} ${String(downloads.scripts.length).padStart(2)} JS + ${downloads.styles.length} CSS files ` +
      `JS ${kB(js.gz).padStart(8)} gz` +
      (storefront
        ? ` (goal <= ${kB(PRODUCT_PAGE_JS_GOAL)}: ${js.gz <= PRODUCT_PAGE_JS_GOAL ? 'met' : 'NOT met'})`
        : '') +
      `, CSS ${kB(css.gz)} gz; ${kB(js.raw + css.raw)} unzipped`;
    if (after) {
      const cached = new Set([...after.scripts, ...after.styles]);
      const fresh = [...downloads.scripts, ...downloads.styles].filter((asset) => !cached.has(asset));
      line += `; after a product page ${fresh.length} files, ${kB(weightOf(fresh).gz)} gz`;
    }
    console.log(line);
  }
}
