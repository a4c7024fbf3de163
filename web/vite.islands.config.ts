import { defineConfig } from 'vite';
import { clientBuild } from './vite.client.ts';

/** The shopper's pages (the storefront's islands, the cart, the checkout), on Preact through preact/compat (entries.ts ENTRY_BUILDS). */
export default defineConfig(clientBuild('islands'));
