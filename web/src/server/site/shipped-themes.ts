import {
  checkThemeFolder,
  FALLBACK_THEME,
  formatThemeError,
  SHIPPED_THEMES,
  shippedThemeDir,
  type CompiledTheme,
  type ShippedThemeName,
} from '@atelier/theme';

export const DEFAULT_THEME: ShippedThemeName = FALLBACK_THEME;
export const isShippedTheme = (name: string): name is ShippedThemeName =>
  (SHIPPED_THEMES as readonly string[]).includes(name);

let shipped: Map<ShippedThemeName, CompiledTheme> | undefined;

/** Compiles the themes that ship with Atelier, once; an error in one is a bug and stops the start. */
export async function loadShippedThemes(): Promise<Map<ShippedThemeName, CompiledTheme>> {
  if (shipped) return shipped;
  const loaded = new Map<ShippedThemeName, CompiledTheme>();
  for (const name of SHIPPED_THEMES) {
    const { theme, errors } = await checkThemeFolder(shippedThemeDir(name));
    if (!theme) throw new Error(`the shipped theme ${name} has errors:\n${errors.map(formatThemeError).join('\n')}`);
    loaded.set(name, theme);
  }
  shipped = loaded;
  return loaded;
}

/** The shipped themes, after loadShippedThemes. */
export function shippedTheme(name: ShippedThemeName): CompiledTheme {
  const theme = shipped?.get(name);
  if (!theme) throw new Error('shipped themes are not loaded yet');
  return theme;
}
