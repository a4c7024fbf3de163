import type { Request, Response } from 'express';
import { compileTheme, formatThemeError, type CompiledTheme } from '@atelier/theme';
import { createLogger } from '@atelier/platform';
import { SiteImportedThemeDocument, SiteThemePreviewDocument } from '../../graphql/generated/storefront.ts';
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

const THEME_ID = /^thm_[0-9a-f-]{36}$/;

interface StoredTheme {
  id: string;
  css: string;
  files: { path: string; base64: string }[];
}

async function compileStored(imported: StoredTheme): Promise<CompiledTheme | undefined> {
  const { id } = imported;
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

function remember(id: string, theme: CompiledTheme) {
  if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
  compiled.set(id, theme);
}

async function loadImported(
  execute: ExecuteOperation,
  req: Request,
  res: Response,
  id: string,
): Promise<CompiledTheme | undefined> {
  const { site } = await execute(SiteImportedThemeDocument, {}, req, res);
  const imported = site?.importedTheme;
  return imported?.id === id ? compileStored(imported) : undefined;
}

/** The version of the site's theme a page's ?themePreview= names, if it names one. */
export function previewIdOf(req: Request): string | undefined {
  const id = req.query.themePreview;
  return typeof id === 'string' && THEME_ID.test(id) ? id : undefined;
}

/**
 * A version or draft of the site's theme, for its owner's preview. Who may see it is asked on every
 * request (the catalog answers the site's owner only); its compiled form is kept like a published
 * one's, as a version never changes under its id.
 */
export async function previewTheme(
  execute: ExecuteOperation,
  req: Request,
  res: Response,
  id: string,
): Promise<SiteTheme | undefined> {
  const { site } = await execute(SiteThemePreviewDocument, { id }, req, res);
  const stored = site?.themePreview;
  if (!stored) return undefined;
  let theme = compiled.get(id);
  if (!theme) {
    theme = await compileStored(stored);
    if (theme) remember(id, theme);
  }
  return theme ? { key: id, theme } : undefined;
}

/**
 * The theme that draws a site: a shipped one by name, or the one its owner imported (compiled on
 * first use); for its owner, the version a page's ?themePreview= names. One that cannot be had
 * draws the site with the default theme rather than failing it.
 */
export async function siteTheme(
  execute: ExecuteOperation,
  req: Request,
  res: Response,
  themeName: string,
): Promise<SiteTheme> {
  const preview = previewIdOf(req);
  const previewed = preview && (await previewTheme(execute, req, res, preview));
  if (previewed) return previewed;
  if (isShippedTheme(themeName)) return { key: themeName, theme: shippedTheme(themeName) };
  let theme = compiled.get(themeName);
  if (!theme && THEME_ID.test(themeName)) {
    theme = await loadImported(execute, req, res, themeName);
    if (theme) remember(themeName, theme);
  }
  return theme ? { key: themeName, theme } : { key: DEFAULT_THEME, theme: shippedTheme(DEFAULT_THEME) };
}
