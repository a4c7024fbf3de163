import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CLIENT_ENTRIES,
  ENTRY_BUILDS,
  ISLANDS,
  STOREFRONT_PAGES,
  type ClientBuild,
  type EntryName,
  type IslandName,
  type StorefrontPageName,
} from '../client/entries.ts';

export type { EntryName };

export const DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

const manifests = new Map<ClientBuild, Record<string, ManifestChunk>>();

/** One build's manifest (entries.ts ENTRY_BUILDS: each build writes its own folder of web/dist). */
function readManifest(build: ClientBuild): Record<string, ManifestChunk> {
  const known = manifests.get(build);
  if (known) return known;
  const file = path.join(DIST_DIR, build, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`web/dist/${build} is missing: run \`npm run build\` first`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  manifests.set(build, manifest);
  return manifest;
}

/**
 * Every file the given built modules of one build (manifest keys: sources as Vite names them) make a
 * browser download, as paths under /assets/<build>/: each one's script first, then the chunks it
 * imports (the browser fetches them as it reads the imports), and their stylesheets. With `lazy`,
 * also the chunks they may load later (the dashboard's panels).
 */
function downloadsOf(
  build: ClientBuild,
  sources: string[],
  { lazy = false } = {},
): { scripts: string[]; styles: string[] } {
  const chunks = readManifest(build);
  const scripts: string[] = [];
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.push(`/assets/${build}/${chunk.file}`);
    chunk.css?.forEach((css) => styles.add(`/assets/${build}/${css}`));
    chunk.imports?.forEach(visit);
    if (lazy) chunk.dynamicImports?.forEach(visit);
  };
  for (const source of sources) {
    if (!chunks[source]) throw new Error(`web/dist/${build} has no chunk for ${source}: run \`npm run build\``);
    visit(source);
  }
  return { scripts, styles: [...styles] };
}

/** Every file a page of one entry downloads before it loads any lazy chunk (see downloadsOf). */
export function entryDownloads(entry: EntryName, { lazy = false } = {}): { scripts: string[]; styles: string[] } {
  return downloadsOf(ENTRY_BUILDS[entry], [CLIENT_ENTRIES[entry]], { lazy });
}

/** Every file a kind of storefront page downloads: its entry's, the page script's, then those of the islands it shows. */
export function storefrontPageDownloads(page: StorefrontPageName): { scripts: string[]; styles: string[] } {
  const { entry, islands } = STOREFRONT_PAGES[page];
  const parts = [entryDownloads(entry), entryDownloads('tracking'), islandDownloads(islands)];
  return {
    scripts: [...new Set(parts.flatMap((part) => part.scripts))],
    styles: [...new Set(parts.flatMap((part) => part.styles))],
  };
}

/** Every file the given islands (lazy chunks of the islands entry, in its build) make a browser download. */
function islandDownloads(islands: readonly IslandName[]): { scripts: string[]; styles: string[] } {
  return downloadsOf(
    ENTRY_BUILDS.islands,
    islands.map((island) => ISLANDS[island]),
  );
}

/** The scripts of islands a page surely shows, and of the chunks they import, for `<link rel="modulepreload">`. */
export function islandPreloads(islands: readonly IslandName[]): string[] {
  return islandDownloads(islands).scripts;
}

/** The hashed script and stylesheets of one client entry, with the CSS of the chunks it imports. */
export function entryAssets(entry: EntryName): { scripts: string[]; styles: string[] } {
  const { scripts, styles } = entryDownloads(entry);
  return { scripts: scripts.slice(0, 1), styles };
}
