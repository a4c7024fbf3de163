import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ShippedThemeName } from './shipped-theme-list.ts';

export { isShippedTheme, SHIPPED_THEME_LABELS, SHIPPED_THEMES, type ShippedThemeName } from './shipped-theme-list.ts';

const THEMES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../themes');
export const shippedThemeDir = (name: ShippedThemeName) => path.join(THEMES_DIR, name);

/** The theme a page falls back to: for a page a site's theme cannot draw, and for a block it lacks. */
export const FALLBACK_THEME: ShippedThemeName = 'atelier';

let fallbackBlocks: ReadonlySet<string> | undefined;
/** The blocks of the fallback theme (`name.block`), which a theme that lacks one is drawn with. */
export function fallbackThemeBlocks(): ReadonlySet<string> {
  fallbackBlocks ??= new Set(readdirSync(path.join(shippedThemeDir(FALLBACK_THEME), 'blocks')));
  return fallbackBlocks;
}
