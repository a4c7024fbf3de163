import { SiteThemeDocument } from '../../graphql/generated/operations.ts';
import type { Request, Response } from 'express';
import type { ExecuteOperation } from '../execute.ts';
import { siteTheme, themeUrlOf } from './site-themes.ts';

const TTL_MS = 30_000;
const MAX_SITES = 1000;
const cache = new Map<string, { theme: string; until: number }>();

/** Forgets what is known of sites' themes (after an owner changes one). */
export const forgetSiteThemes = () => cache.clear();

/**
 * A list's page size comes from the site's theme (collections/<type>.conf pageSize), which must be
 * known before the page's query is sent: it is asked once and kept for 30 seconds.
 */
export async function pageSizeFor(execute: ExecuteOperation, req: Request, res: Response, collectionType: string): Promise<number> {
  const theme = await siteThemeName(execute, req, res);
  return (await siteTheme(execute, req, res, theme)).theme.collections.get(collectionType)?.pageSize ?? 10;
}

/** The theme the host's site uses (its name or imported id; '' when the host names no site), kept 30 s. */
export async function siteThemeName(execute: ExecuteOperation, req: Request, res: Response, fresh = false): Promise<string> {
  const site = req.get('host') ?? '';
  let known = cache.get(site);
  if (fresh || !known || known.until < Date.now()) {
    const { website } = await execute(SiteThemeDocument, {}, req, res);
    known = { theme: website?.theme ?? '', until: Date.now() + TTL_MS };
    if (cache.size >= MAX_SITES) cache.delete(cache.keys().next().value!);
    cache.set(site, known);
  }
  return known.theme;
}

/** The host's theme as one key, its version in it (a theme imported again is another key). */
export async function siteThemeKey(execute: ExecuteOperation, req: Request, res: Response): Promise<string> {
  return themeUrlOf(await siteTheme(execute, req, res, await siteThemeName(execute, req, res)));
}
