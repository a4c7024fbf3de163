import type { Request, Response } from 'express';
import { siteCache, type SiteChangeFeed } from '@atelier/platform';
import { SiteThemeDocument } from '../../graphql/generated/storefront.ts';
import type { ExecuteOperation } from '../execute.ts';
import { siteTheme, type SiteTheme } from './site-themes.ts';

/** Which theme each host's site uses, kept until a site's theme or addresses change in any process. */
export interface SiteThemes {
  /** The theme the host's site uses (its name or imported id; '' when the host names no site). */
  nameFor(req: Request, res: Response): Promise<string>;
  /** The theme the host's site uses, compiled. */
  themeFor(req: Request, res: Response): Promise<SiteTheme>;
}

export function siteThemes(execute: ExecuteOperation, changes: SiteChangeFeed): SiteThemes {
  const names = siteCache<string>(changes, ['theme', 'address'], 1_000);
  const nameFor = (req: Request, res: Response) =>
    names.get(req.get('host') ?? '', async () => {
      const { website } = await execute(SiteThemeDocument, {}, req, res);
      return website?.theme ?? '';
    });
  return {
    nameFor,
    themeFor: async (req, res) => siteTheme(execute, req, res, await nameFor(req, res)),
  };
}

/**
 * A list's page size comes from the site's theme (collections/<type>.conf pageSize), which must be
 * known before the page's query is sent.
 */
export const pageSizeOf = (site: SiteTheme, collectionType: string): number =>
  site.theme.collections.get(collectionType)?.pageSize ?? 10;
