import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type EntryName = 'islands' | 'cart' | 'checkout' | 'admin' | 'login';

const ENTRY_SOURCES: Record<EntryName, string> = {
  islands: 'src/client/storefront/islands.tsx',
  cart: 'src/client/checkout/cart-page.tsx',
  checkout: 'src/client/checkout/checkout-entry.tsx',
  admin: 'src/client/dashboard/admin-page.tsx',
  login: 'src/client/dashboard/login-page.tsx',
};

let manifest: Record<string, ManifestChunk> | undefined;

function readManifest(): Record<string, ManifestChunk> {
  if (manifest) return manifest;
  const file = path.join(DIST_DIR, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error('web/dist is missing: run `npm run build` first');
  manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  return manifest;
}

/** The hashed script and stylesheets of one client entry, with the CSS of the chunks it imports. */
export function entryAssets(entry: EntryName): { scripts: string[]; styles: string[] } {
  const chunks = readManifest();
  const styles = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    const chunk = chunks[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.css?.forEach((css) => styles.add(`/assets/${css}`));
    chunk.imports?.forEach((imported) => visit(imported, seen));
  };
  const source = ENTRY_SOURCES[entry];
  visit(source, new Set());
  const chunk = chunks[source];
  if (!chunk) throw new Error(`web/dist has no entry ${entry}`);
  return { scripts: [`/assets/${chunk.file}`], styles: [...styles] };
}
