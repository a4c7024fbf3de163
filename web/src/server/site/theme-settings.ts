import { SiteThemeDocument } from '../../graphql/generated/storefront.ts';
import type { Request, Response } from 'express';
import type { ExecuteOperation } from '../execute.ts';
import { siteTheme, type SiteTheme } from './site-themes.ts';

const TTL_MS = 30_000;
const MAX_SITES = 1000;
const cache = new Map<string, { theme: string; until: number }>();

/** Forgets what is known of sites' themes (after an owner changes one). */
export const forgetSiteThemes = () => cache.clear();

/** The theme the host's site uses, compiled (its name is kept 30 seconds, see siteThemeName). */
export async function hostSiteTheme(execute: ExecuteOperation, req: Request, res: Response): Promise<SiteTheme> {
  return siteTheme(execute, req, res, await siteThemeName(execute, req, res));
}

/**
 * A list's page size comes from the site's theme (collections/<type>.conf pageSize), which must be
 * known before the page's query is sent.
 */
export const pageSizeOf = (site: SiteTheme, collectionType: string): number =>
  site.theme.collections.get(collectionType)?.pageSize ?? 10;

/** The theme the host's site uses (its name or imported id; '' when the host names no site), kept 30 s. */
export async function siteThemeName(
  execute: ExecuteOperation,
  req: Request,
  res: Response,
  fresh = false,
): Promise<string> {
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
