import type { Request, Response } from 'express';
import { siteCache, type SiteChangeFeed } from '@atelier/platform';
import { SiteRestockSettingsDocument } from '../../graphql/generated/storefront.ts';
import type { ExecuteOperation } from '../execute.ts';

/** What a product page draws of the site's restock settings, kept per host until they change in any process. */
export interface SiteRestockSettings {
  /** Whether the restock box asks for a captcha (restock-box.block reads `restock.captchaRequired`). */
  captchaRequiredFor(req: Request, res: Response): Promise<boolean>;
}

/**
 * Kept, where the page's own query asked the restock subgraph for it on every product page: one
 * subgraph request of the page's three for a setting its owner changes rarely, which the restock
 * subgraph announces when saved (and a host's site, when its addresses change).
 */
export function siteRestockSettings(execute: ExecuteOperation, changes: SiteChangeFeed): SiteRestockSettings {
  const kept = siteCache<boolean>(changes, ['restock', 'address'], 1_000);
  return {
    captchaRequiredFor: (req, res) =>
      kept.get(req.get('host') ?? '', async () => {
        const { site } = await execute(SiteRestockSettingsDocument, {}, req, res);
        return site?.restockSettings.captchaRequired ?? false;
      }),
  };
}
