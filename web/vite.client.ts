import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { entriesOf, type ClientBuild } from './src/client/entries.ts';

const WEB = path.dirname(fileURLToPath(import.meta.url));

/**
 * Which modules each chunk carries, beside the manifest (which names only chunks), in
 * dist/<build>/.vite/chunk-modules.json: the islands-bundle test reads it to keep dashboard code out of them.
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

/**
 * GraphiQL's stylesheet carries its fonts (Roboto, Fira Code, Monaco's codicon icons) as data:
 * addresses, which the dashboard's CSP (`font-src 'self'`) refuses: their @font-face rules are
 * dropped here. Monaco's own stylesheet serves the icons as a file of this build, and the API
 * explorer draws its text in the dashboard's fonts (api-explorer-panel.css).
 */
function noDataFonts(): Plugin {
  return {
    name: 'atelier-no-data-fonts',
    enforce: 'pre',
    transform(code, id) {
      if (!/node_modules\/graphiql\/dist\/style\.css/.test(id)) return null;
      return { code: code.replace(/@font-face\s*\{[^}]*url\(\s*["']?data:[^}]*\}/g, ''), map: null };
    },
  };
}

// Node runs the template engine's CommonJS build; the browser gets its ES modules, which tree-shake.
const TEMPLATE_ENGINE_ES = {
  find: /^@squarespace\/template-engine\/lib\/(.*)$/,
  replacement: '@squarespace/template-engine/lib-es/$1',
};

/**
 * The islands' React is Preact's compat layer: the islands stay React components typed by
 * @types/react, for 7.4 kB gzipped instead of React 19's 67.5 kB (docs/decisions.md).
 */
const REACT_AS_PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx(-dev)?-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * Chunk groups besides Rolldown's own chunk for each set of entries and lazy chunks sharing code (so
 * a page downloads only what it runs: `npm run bench -- bundle` prints it per kind of page): the
 * framework every page with an island or a React page runs, and Apollo Client with what it brings,
 * which only the dashboard's pages load (never a shopper's page).
 */
const CHUNK_GROUPS: Record<ClientBuild, { name: string; test: RegExp; priority: number }[]> = {
  islands: [{ name: 'preact', test: /node_modules\/preact\//, priority: 2 }],
  pages: [
    { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\//, priority: 2 },
    {
      name: 'apollo',
      test: /node_modules\/(@apollo\/client|graphql|rxjs|optimism|@wry\/[a-z]+|tslib)\/|client\/dashboard\/(apollo|mount-dashboard-page)\./,
      priority: 1,
    },
  ],
};

/**
 * One of the client's builds (entries.ts ENTRY_BUILDS): its entries into web/dist/<build>, served
 * under /assets/<build>/, with its own manifest.
 */
export function clientBuild(build: ClientBuild): UserConfig {
  return {
    plugins: [react(), chunkModules(), noDataFonts()],
    base: `/assets/${build}/`,
    // The API explorer's editor (Monaco, in GraphiQL) runs its language services in module workers,
    // files of this build served from our own origin, which the dashboard's CSP allows.
    worker: { format: 'es' },
    resolve: { alias: [TEMPLATE_ENGINE_ES, ...(build === 'islands' ? REACT_AS_PREACT : [])] },
    build: {
      outDir: `dist/${build}`,
      emptyOutDir: true,
      manifest: true,
      assetsDir: '',
      // A stylesheet a script links when it needs it (the cookie banner's) stays a file: the CSP lets
      // the site's own stylesheets in, not data: addresses.
      assetsInlineLimit: (file: string) => (file.endsWith('.css') ? false : undefined),
      rolldownOptions: {
        // The template engine's modules and its CLDR core have no side effects on import, but do not
        // say so: declared here, the islands keep only the commerce rules they use, not all of CLDR.
        // Our packages' modules have none either: declared, a package's barrel no longer brings the
        // dashboard's rules (catalog CSV, product input) into the shoppers' chunks.
        treeshake: {
          moduleSideEffects: (id: string) =>
            !/node_modules\/(@squarespace\/template-engine|@phensley\/cldr-core)\/|\/packages\/[a-z-]+\/src\//.test(id),
        },
        input: entriesOf(build),
        // GraphiQL's modules start with React Compiler's "use no memo", which means nothing once bundled.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        output: { codeSplitting: { groups: CHUNK_GROUPS[build] } },
      },
    },
  };
}
