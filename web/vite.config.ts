import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { CLIENT_ENTRIES } from './src/client/entries.ts';

/** One entry per kind of page: storefront islands, the cart page, and the owner dashboard. */
export default defineConfig({
  plugins: [react()],
  base: '/assets/',
  resolve: {
    // Node runs the template engine's CommonJS build; the browser gets its ES modules, which tree-shake.
    alias: [{ find: /^@squarespace\/template-engine\/lib\/(.*)$/, replacement: '@squarespace/template-engine/lib-es/$1' }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    assetsDir: '',
    rolldownOptions: {
      // The template engine's modules and its CLDR core have no side effects on import, but do not
      // say so: declared here, the islands keep only the commerce rules they use, not all of CLDR.
      treeshake: { moduleSideEffects: (id: string) => !/node_modules\/(@squarespace\/template-engine|@phensley\/cldr-core)\//.test(id) },
      input: CLIENT_ENTRIES,
    },
  },
});
