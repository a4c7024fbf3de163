import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST_DIR } from './assets.ts';

/**
 * Issue 27's goal for the gzipped JavaScript of a product page: islands-bundle.test.ts holds a
 * product page to it, and the bundle bench tells each storefront page against it. Met since the
 * islands run on Preact's compat layer (docs/decisions.md); React 19's runtime alone weighs 67.5 kB.
 */
export const PRODUCT_PAGE_JS_GOAL = 60_000;

/**
 * The weight of built files (paths under /assets/, as assets.ts lists a page's downloads): their
 * bytes, and gzipped one file at a time with node:zlib's default level, as a server sends them.
 * The bundle bench and the limit's test both weigh with it.
 */
export function weightOf(assets: string[]): { raw: number; gz: number } {
  const files = assets.map((asset) => readFileSync(path.join(DIST_DIR, asset.replace(/^\/assets\//, ''))));
  return {
    raw: files.reduce((sum, file) => sum + file.length, 0),
    gz: files.reduce((sum, file) => sum + gzipSync(file).length, 0),
  };
}
