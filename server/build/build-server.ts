import path from 'node:path';
import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { SUBGRAPH_NAMES } from '../../subgraphs.config.ts';

/**
 * Compiles the server (every subgraph, the gateway, the site server and the launcher) into one
 * JavaScript file, server/dist/main.js, so that production runs no TypeScript loader. Packages from
 * npm stay outside the bundle and load as they do in development; only the workspace's own code is
 * compiled. A source map is written beside it, read only when an error is logged (platform's
 * logger), never on the request path.
 */

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(SERVER_DIR, 'dist');

const ROOT_MODULES = path.join(SERVER_DIR, '..', 'node_modules') + path.sep;

/**
 * npm packages are loaded at run time from node_modules; the workspace's @atelier/* are compiled in.
 * A package that npm installed in one workspace's own node_modules (another version than the root's)
 * is imported by its path from the bundle, so that each part keeps the version it declared.
 */
const npmPackagesOutside: Plugin = {
  name: 'npm-packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      // A package's stylesheet imported by a component the server also renders (the dashboard's
      // chart) is the browser's: compiled with the workspace's own styles, never loaded by Node.
      if (
        args.pluginData === 'resolving' ||
        args.path.startsWith('@atelier/') ||
        args.path.startsWith('node:') ||
        args.path.endsWith('.css')
      )
        return undefined;
      const found = await b.resolve(args.path, {
        resolveDir: args.resolveDir,
        kind: args.kind,
        importer: args.importer,
        pluginData: 'resolving',
      });
      if (found.errors.length || !found.path || found.path.startsWith(ROOT_MODULES))
        return { path: args.path, external: true };
      const relative = path.relative(OUT_DIR, found.path).split(path.sep).join('/');
      return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
    });
  },
};

/**
 * Files read beside their module (a subgraph's schema.graphql, a theme folder, web/dist) are found
 * through `import.meta.url`. In one bundle that would be the bundle's address, so each module's own
 * is written in as its source file's address relative to the bundle: the files stay where they are.
 */
const ownModuleUrls: Plugin = {
  name: 'own-module-urls',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(OUT_DIR, args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

/**
 * The dashboard's panels are the browser's, each loaded by `import()` when the owner opens it. The
 * server reads the panel list (addresses and titles) but never opens a panel: compiled in, each
 * panel's npm imports (an editor, the API explorer's workers) would load with the server and could
 * fail there. Their imports are left as they are, never run.
 */
const panelsStayInTheBrowser: Plugin = {
  name: 'panels-stay-in-the-browser',
  setup(b) {
    b.onResolve({ filter: /-panel\.tsx$/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/**
 * The all-in-one launcher, and each subgraph's process of its own for the distributed mode
 * (subgraph-<name>.js), compiled alike: code they share goes to chunks beside them, loaded once.
 */
const entryPoints = {
  main: path.join(SERVER_DIR, 'src/main.ts'),
  ...Object.fromEntries(
    SUBGRAPH_NAMES.map((name) => [`subgraph-${name}`, path.join(SERVER_DIR, '..', 'subgraphs', name, 'src/main.ts')]),
  ),
};

// A build replaces the last one whole: chunks are named by their content, and old ones would pile up.
await rm(OUT_DIR, { recursive: true, force: true });

const result = await build({
  entryPoints,
  outdir: OUT_DIR,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  // Error names and class names stay as written: logs and typed errors read them.
  keepNames: true,
  logLevel: 'warning',
  metafile: true,
  plugins: [panelsStayInTheBrowser, npmPackagesOutside, ownModuleUrls],
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
process.stdout.write(
  `server/dist: main.js and ${SUBGRAPH_NAMES.length} subgraphs' own, ${(bytes / 1e6).toFixed(1)} MB of the workspace's code compiled\n`,
);
