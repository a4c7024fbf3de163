import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The themes that ship with Atelier, each a folder in developer-template format under themes/. */
export const SHIPPED_THEMES = ['atelier', 'ledger'] as const;
export type ShippedThemeName = (typeof SHIPPED_THEMES)[number];

const THEMES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../themes');
export const shippedThemeDir = (name: ShippedThemeName) => path.join(THEMES_DIR, name);
