import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_ENTRIES, type EntryName } from '../client/entries.ts';

export type { EntryName };

export const DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

let manifest: Record<string, ManifestChunk> | undefined;

function readManifest(): Record<string, ManifestChunk> {
  if (manifest) return manifest;
  const file = path.join(DIST_DIR, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error('web/dist is missing: run `npm run build` first');
  manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  return manifest;
}

/**
 * Every file a page of one entry downloads, as paths under /assets/: the entry's script first, then
 * the chunks it imports (the browser fetches them as it reads the imports), and their stylesheets.
 * With `lazy`, also the chunks it may load later (the dashboard's panels).
 */
export function entryDownloads(entry: EntryName, { lazy = false } = {}): { scripts: string[]; styles: string[] } {
  const chunks = readManifest();
  const source = CLIENT_ENTRIES[entry];
  if (!chunks[source]) throw new Error(`web/dist has no entry ${entry}`);
  const scripts: string[] = [];
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.push(`/assets/${chunk.file}`);
    chunk.css?.forEach((css) => styles.add(`/assets/${css}`));
    chunk.imports?.forEach(visit);
    if (lazy) chunk.dynamicImports?.forEach(visit);
  };
  visit(source);
  return { scripts, styles: [...styles] };
}

/** The hashed script and stylesheets of one client entry, with the CSS of the chunks it imports. */
export function entryAssets(entry: EntryName): { scripts: string[]; styles: string[] } {
  const { scripts, styles } = entryDownloads(entry);
  return { scripts: scripts.slice(0, 1), styles };
}
