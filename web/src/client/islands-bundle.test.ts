import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_DIR, entryDownloads, storefrontPageDownloads } from '../server/assets.ts';
import { PRODUCT_PAGE_JS_GOAL, weightOf } from '../server/bundle-weight.ts';
import { ADD_TO_CART_SIGNAL } from '@atelier/tracking';

/**
 * The built islands, as a product page downloads them (the islands entry and the lazy chunks of
 * what it shows, entries.ts STOREFRONT_PAGES): Rolldown puts a module shared by several
 * entries in one chunk for all of them, so a chunk group or a shared module can bring in code the
 * islands never import, which the import walk of audience-imports.test.ts cannot see. Reads the last
 * `npm run build` (the modules of each chunk, written beside each build's manifest).
 */
/** Code for the owner, the checkout pages or their documents, and the rich-text and template editors' libraries. */
const NOT_FOR_THE_ISLANDS =
  /^src\/client\/(dashboard|checkout)\/|^src\/graphql\/generated\/(dashboard|checkout|checkout-text|storefront)\.ts$|node_modules\/(@tiptap\/|prosemirror-|@codemirror\/|@lezer\/|@apollo\/|graphql\/)/;
const REACT = /node_modules\/(react|react-dom|scheduler)\//;
const PREACT = /node_modules\/preact\//;

const reports = new Map<string, Record<string, string[]>>();

/** The modules of each chunk of one build (its folder of web/dist), as the build wrote them. */
function chunkModules(build: string): Record<string, string[]> {
  const file = path.join(DIST_DIR, build, '.vite/chunk-modules.json');
  if (!existsSync(file)) throw new Error(`web/dist/${build} has no chunk report: run \`npm run build\` first`);
  if (!reports.has(build)) reports.set(build, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>);
  return reports.get(build)!;
}

/** The modules in the given downloads (paths under /assets/<build>/). */
function bundled(downloads: { scripts: string[] }): string[] {
  return downloads.scripts.flatMap((script) => {
    const [, build = '', file = ''] = /^\/assets\/([^/]+)\/(.+)$/.exec(script) ?? [];
    return chunkModules(build)[file] ?? [];
  });
}

describe('the built islands', () => {
  it('carry no dashboard or checkout module, none of their documents, no TipTap and no GraphQL client library', () => {
    const islands = bundled(storefrontPageDownloads('product with a form and restock box'));
    expect(islands).toContain('src/client/storefront/islands.tsx');
    expect(islands).toContain('src/client/storefront/add-to-cart-button.tsx');
    expect(islands).toContain('src/graphql/generated/islands.ts');
    expect(islands.filter((module) => NOT_FOR_THE_ISLANDS.test(module))).toEqual([]);
  });

  it('run on Preact, with no module of React itself', () => {
    const islands = bundled(storefrontPageDownloads('product with a form and restock box'));
    expect(islands.some((module) => PREACT.test(module))).toBe(true);
    expect(islands.filter((module) => REACT.test(module))).toEqual([]);
  });

  it('load nothing but their entry, with its styles, on a page that shows no island', () => {
    const plain = bundled(entryDownloads('islands'));
    expect(plain).toContain('src/client/storefront/islands.tsx');
    expect(
      plain.filter(
        (module) =>
          REACT.test(module) || PREACT.test(module) || /storefront\/(add-to-cart|form-block|cart-pill)/.test(module),
      ),
    ).toEqual([]);
  });

  it('leave the page script to its own chunks: it shares none with the islands, carries no Preact, and dispatches the add', () => {
    const tracking = entryDownloads('tracking', { lazy: true }).scripts;
    const islands = entryDownloads('islands', { lazy: true }).scripts;
    expect(tracking.filter((script) => islands.includes(script))).toEqual([]);
    const modules = bundled({ scripts: tracking });
    expect(modules).toContain('src/client/storefront/page-tracking.ts');
    expect(modules.filter((module) => PREACT.test(module) || REACT.test(module))).toEqual([]);
    const button = readFileSync(
      path.join(path.dirname(DIST_DIR), 'src/client/storefront/add-to-cart-button.tsx'),
      'utf8',
    );
    expect(button).toContain(`'${ADD_TO_CART_SIGNAL}'`);
  });

  it("weigh at most issue 27's goal on a product page, gzipped as the bundle bench weighs them", () => {
    const { scripts } = storefrontPageDownloads('product');
    expect(weightOf(scripts).gz).toBeLessThanOrEqual(PRODUCT_PAGE_JS_GOAL);
  });

  it.each(['cart', 'checkout, order, subscription'] as const)(
    'leave the %s page within the goal too: on Preact, without React, Apollo Client or graphql-js',
    (page) => {
      const downloads = storefrontPageDownloads(page);
      expect(weightOf(downloads.scripts).gz).toBeLessThanOrEqual(PRODUCT_PAGE_JS_GOAL);
      const modules = bundled(downloads);
      expect(modules).toContain('src/client/shared/use-graphql.ts');
      expect(modules.some((module) => PREACT.test(module))).toBe(true);
      expect(
        modules.filter((module) => REACT.test(module) || /node_modules\/(@apollo\/|graphql\/)/.test(module)),
      ).toEqual([]);
    },
  );

  it('are told apart from the dashboard, which does carry React, its editors (TipTap, CodeMirror) and its documents, and no Preact', () => {
    const dashboard = bundled(entryDownloads('admin', { lazy: true }));
    expect(dashboard).toContain('src/client/dashboard/rich-text-editor.tsx');
    expect(dashboard).toContain('src/graphql/generated/dashboard.ts');
    expect(dashboard.some((module) => /node_modules\/@tiptap\/core\//.test(module))).toBe(true);
    expect(dashboard.some((module) => /node_modules\/@codemirror\/view\//.test(module))).toBe(true);
    expect(dashboard.some((module) => REACT.test(module))).toBe(true);
    expect(dashboard.filter((module) => PREACT.test(module) || /^src\/client\/storefront\//.test(module))).toEqual([]);
  });
});
