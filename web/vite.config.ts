import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { CLIENT_ENTRIES } from './src/client/entries.ts';

const WEB = path.dirname(fileURLToPath(import.meta.url));

/**
 * Which modules each chunk carries, beside the manifest (which names only chunks), in
 * dist/.vite/chunk-modules.json: the islands-bundle test reads it to keep dashboard code out of them.
 */
function chunkModules(): Plugin {
  return {
    name: 'atelier-chunk-modules',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).flatMap((chunk) =>
        chunk.type === 'chunk'
          ? [
              [
                chunk.fileName,
                Object.entries(chunk.modules).flatMap(([id, module]) =>
                  module.renderedLength > 0 ? [path.relative(WEB, id)] : [],
                ),
              ],
            ]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(Object.fromEntries(chunks), null, 1),
      });
    },
  };
}

/** One entry per kind of page: storefront islands, the cart page, and the owner dashboard. */
export default defineConfig({
  plugins: [react(), chunkModules()],
  base: '/assets/',
  resolve: {
    // Node runs the template engine's CommonJS build; the browser gets its ES modules, which tree-shake.
    alias: [
      { find: /^@squarespace\/template-engine\/lib\/(.*)$/, replacement: '@squarespace/template-engine/lib-es/$1' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    assetsDir: '',
    rolldownOptions: {
      // The template engine's modules and its CLDR core have no side effects on import, but do not
      // say so: declared here, the islands keep only the commerce rules they use, not all of CLDR.
      // Our packages' modules have none either: declared, a package's barrel no longer brings the
      // dashboard's rules (catalog CSV, product input) into the shoppers' chunks.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/node_modules\/(@squarespace\/template-engine|@phensley\/cldr-core)\/|\/packages\/[a-z-]+\/src\//.test(id),
      },
      input: CLIENT_ENTRIES,
      output: {
        // Rolldown makes a chunk for each set of entries and lazy islands sharing code, so a page
        // downloads only what it runs (`npm run bench -- bundle` prints it per kind of page). Two
        // groups besides: React, which every page with an island runs, and Apollo Client with what
        // it brings, which only the cart, checkout and dashboard pages load (never an island).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules\/(react|react-dom|scheduler)\//,
              priority: 2,
            },
            {
              name: 'apollo',
              test: /node_modules\/(@apollo\/client|graphql|rxjs|optimism|@wry\/[a-z]+|tslib)\/|client\/shared\/(apollo|page-root)\./,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
