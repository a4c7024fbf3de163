import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ShippedThemeName } from './shipped-theme-list.ts';

export { isShippedTheme, SHIPPED_THEME_LABELS, SHIPPED_THEMES, type ShippedThemeName } from './shipped-theme-list.ts';

const THEMES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../themes');
export const shippedThemeDir = (name: ShippedThemeName) => path.join(THEMES_DIR, name);
