import { defineConfig } from 'vite';
import { clientBuild } from './vite.client.ts';

/** The storefront's islands, on Preact through preact/compat (entries.ts ENTRY_BUILDS). */
export default defineConfig(clientBuild('islands'));
