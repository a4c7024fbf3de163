import type { Request, Response } from 'express';
import { compileTheme, formatThemeError, type CompiledTheme } from '@atelier/theme';
import { createLogger } from '@atelier/platform';
import { SiteImportedThemeDocument } from '../../graphql/generated/storefront.ts';
import type { ExecuteOperation } from '../execute.ts';
import { DEFAULT_THEME, isShippedTheme, shippedTheme } from './shipped-themes.ts';

const log = createLogger('themes');

/** Imported themes compiled, by id: an import is never changed (a new one gets a new id). */
const compiled = new Map<string, CompiledTheme>();
const MAX_COMPILED = 50;

export interface SiteTheme {
  key: string;
  theme: CompiledTheme;
}

export const themeUrlOf = ({ key, theme }: SiteTheme) => `/_theme/${key}/${theme.version}`;

async function loadImported(
  execute: ExecuteOperation,
  req: Request,
  res: Response,
  id: string,
): Promise<CompiledTheme | undefined> {
  const { site } = await execute(SiteImportedThemeDocument, {}, req, res);
  const imported = site?.importedTheme;
  if (!imported || imported.id !== id) return undefined;
  const files = new Map(imported.files.map((f) => [f.path, new Uint8Array(Buffer.from(f.base64, 'base64'))]));
  const { theme, errors } = await compileTheme(files, { compiledCss: imported.css });
  // It compiled when it was imported; failing now (say, after an engine upgrade) must not take the site down.
  if (!theme)
    log.error(
      { themeId: id, errors: errors.slice(0, 10).map(formatThemeError) },
      'an imported theme no longer compiles; the default theme serves the site',
    );
  return theme;
}

/**
 * The theme that draws a site: a shipped one by name, or the one its owner imported (compiled on
 * first use). One that cannot be had draws the site with the default theme rather than failing it.
 */
export async function siteTheme(
  execute: ExecuteOperation,
  req: Request,
  res: Response,
  themeName: string,
): Promise<SiteTheme> {
  if (isShippedTheme(themeName)) return { key: themeName, theme: shippedTheme(themeName) };
  let theme = compiled.get(themeName);
  if (!theme && /^thm_[0-9a-f-]{36}$/.test(themeName)) {
    theme = await loadImported(execute, req, res, themeName);
    if (theme) {
      if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
      compiled.set(themeName, theme);
    }
  }
  return theme ? { key: themeName, theme } : { key: DEFAULT_THEME, theme: shippedTheme(DEFAULT_THEME) };
}
