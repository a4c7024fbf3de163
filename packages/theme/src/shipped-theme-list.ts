/**
 * The themes that ship with Atelier, each a folder in developer-template format under themes/, with
 * the words the dashboard offers them in. No Node module here: the dashboard's theme choices import
 * it (`@atelier/theme/shipped`) without the compiler.
 */
export const SHIPPED_THEMES = ['atelier', 'ledger'] as const;
export type ShippedThemeName = (typeof SHIPPED_THEMES)[number];

/** Each shipped theme's name (its template.conf's) and a line on how it looks, for choosing one. */
export const SHIPPED_THEME_LABELS: Readonly<Record<ShippedThemeName, { name: string; look: string }>> = {
  atelier: { name: 'Atelier', look: 'warm paper, serif type' },
  ledger: { name: 'Ledger', look: 'dark band, sans-serif' },
};

export const isShippedTheme = (name: string): name is ShippedThemeName =>
  (SHIPPED_THEMES as readonly string[]).includes(name);
