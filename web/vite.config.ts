import { defineConfig } from 'vite';
import { clientBuild } from './vite.client.ts';

/** The pages that are React apps: the dashboard and sign-in (entries.ts ENTRY_BUILDS). */
export default defineConfig(clientBuild('pages'));
