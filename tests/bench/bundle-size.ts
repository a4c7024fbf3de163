import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST_DIR, entryDownloads } from '../../web/src/server/assets.ts';

interface Page {
  name: string;
  downloads: ReturnType<typeof entryDownloads>;
  /** The page a shopper comes from, whose files the browser has cached. */
  after?: ReturnType<typeof entryDownloads>;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * What each kind of page downloads of web/dist (the built client, from Vite's manifest: the entry's
 * script, the chunks it imports and their stylesheets), gzipped one file at a time with node:zlib's
 * default level as a server would send them; for the cart and checkout pages also what they add
 * to what a product page left cached. Reads the last `npm run build`; starts no platform.
 */
export function benchBundleSize(): void {
  const islands = entryDownloads('islands');
  const pages: Page[] = [
    { name: 'islands (storefront product page)', downloads: islands },
    { name: 'cart page', downloads: entryDownloads('cart'), after: islands },
    { name: 'checkout, order, subscription pages', downloads: entryDownloads('checkout'), after: islands },
    { name: 'dashboard (frame, first panel apart)', downloads: entryDownloads('admin') },
    { name: 'dashboard with every panel', downloads: entryDownloads('admin', { lazy: true }) },
  ];
  const size = (assets: string[]) => {
    const files = assets.map((asset) => readFileSync(path.join(DIST_DIR, asset.replace(/^\/assets\//, ''))));
    return {
      raw: files.reduce((sum, file) => sum + file.length, 0),
      gz: files.reduce((sum, file) => sum + gzipSync(file).length, 0),
    };
  };
  for (const { name, downloads, after } of pages) {
    const [js, css] = [size(downloads.scripts), size(downloads.styles)];
    let line =
      `bundle: ${name.padEnd(38)} ${String(downloads.scripts.length).padStart(2)} JS + ${downloads.styles.length} CSS files ` +
      `${kB(js.gz + css.gz).padStart(9)} gz  (JS ${kB(js.gz)}, CSS ${kB(css.gz)}; ${kB(js.raw + css.raw)} unzipped)`;
    if (after) {
      const cached = new Set([...after.scripts, ...after.styles]);
      const fresh = [...downloads.scripts, ...downloads.styles].filter((asset) => !cached.has(asset));
      line += `; after a product page ${fresh.length} files, ${kB(size(fresh).gz)} gz`;
    }
    console.log(line);
  }
}
