import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST_DIR, entryDownloads } from '../../web/src/server/assets.ts';

type Downloads = ReturnType<typeof entryDownloads>;

const PAGES: { name: string; downloads: () => Downloads }[] = [
  { name: 'islands (storefront product page)', downloads: () => entryDownloads('islands') },
  { name: 'cart page', downloads: () => entryDownloads('cart') },
  { name: 'checkout, order, subscription pages', downloads: () => entryDownloads('checkout') },
  { name: 'dashboard (frame, first panel apart)', downloads: () => entryDownloads('admin') },
  { name: 'dashboard with every panel', downloads: () => entryDownloads('admin', { lazy: true }) },
];

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * What each kind of page downloads of web/dist (the built client, from Vite's manifest: the entry's
 * script, the chunks it imports and their stylesheets), gzipped one file at a time with node:zlib's
 * default level as a server would send them. Reads the last `npm run build`; starts no platform.
 */
export function benchBundleSize(): void {
  const gzipped = (asset: string) => {
    const bytes = readFileSync(path.join(DIST_DIR, asset.replace(/^\/assets\//, '')));
    return { raw: bytes.length, gz: gzipSync(bytes).length };
  };
  for (const page of PAGES) {
    const { scripts, styles } = page.downloads();
    const js = scripts.map(gzipped);
    const css = styles.map(gzipped);
    const sum = (files: { raw: number; gz: number }[], key: 'raw' | 'gz') => files.reduce((total, file) => total + file[key], 0);
    const gz = sum(js, 'gz') + sum(css, 'gz');
    console.log(
      `bundle: ${page.name.padEnd(38)} ${String(js.length).padStart(2)} JS + ${css.length} CSS files  ${kB(gz).padStart(9)} gz` +
        `  (JS ${kB(sum(js, 'gz'))}, CSS ${kB(sum(css, 'gz'))}; ${kB(sum(js, 'raw') + sum(css, 'raw'))} unzipped)`,
    );
  }
}
