import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_DIR, entryDownloads } from '../server/assets.ts';

/**
 * The built islands, as a product page downloads them: Rolldown puts a module shared by several
 * entries in one chunk for all of them, so a chunk group or a shared module can bring in code the
 * islands never import, which the import walk of audience-imports.test.ts cannot see. Reads the last
 * `npm run build` (the modules of each chunk, written beside the manifest).
 */
const report = path.join(DIST_DIR, '.vite/chunk-modules.json');
/** Code for the owner, the checkout pages or their documents, and the rich-text editor's libraries. */
const NOT_FOR_THE_ISLANDS =
  /^src\/client\/(dashboard|checkout)\/|^src\/graphql\/generated\/(dashboard|checkout)\.ts$|node_modules\/(@tiptap\/|prosemirror-)/;

function bundled(downloads: { scripts: string[] }): string[] {
  if (!existsSync(report)) throw new Error('web/dist has no chunk report: run `npm run build` first');
  const modules = JSON.parse(readFileSync(report, 'utf8')) as Record<string, string[]>;
  return downloads.scripts.flatMap((script) => modules[script.replace(/^\/assets\//, '')] ?? []);
}

describe('the built islands', () => {
  it('carry no dashboard or checkout module, none of their documents and no TipTap', () => {
    const islands = bundled(entryDownloads('islands'));
    expect(islands).toContain('src/client/storefront/islands.tsx');
    expect(islands).toContain('src/graphql/generated/storefront.ts');
    expect(islands.filter((module) => NOT_FOR_THE_ISLANDS.test(module))).toEqual([]);
  });

  it('are told apart from the dashboard, which does carry its editor, TipTap and its documents', () => {
    const dashboard = bundled(entryDownloads('admin', { lazy: true }));
    expect(dashboard).toContain('src/client/dashboard/rich-text-editor.tsx');
    expect(dashboard).toContain('src/graphql/generated/dashboard.ts');
    expect(dashboard.some((module) => /node_modules\/@tiptap\/core\//.test(module))).toBe(true);
  });
});
