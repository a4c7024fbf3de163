import type { Response } from 'express';
import { cspNonce } from '@atelier/platform';
import { entryAssets, type EntryName } from '../assets.ts';
import { renderTemplate } from './template-renderer.ts';

export interface PageOptions {
  kind: string;
  title: string;
  body: string;
  entry: EntryName;
  header: { title: string; href: string };
  nav: { label: string; href: string; current?: boolean }[];
  showCartPill?: boolean;
  /** The visitor's cart summary, handed to the cart pill so that it need not ask again. */
  cart?: unknown;
  status?: number;
  /** Data blocks for the page's islands (<script type="application/json">), made by the caller. */
  dataBlocks?: string;
  /** The entry's stylesheets only: a page of Atelier's own words, in its look, that runs no script. */
  stylesOnly?: boolean;
}

/** Wraps a page body in the site layout template and sends it. */
export function sendPage(res: Response, options: PageOptions): void {
  const html = renderTemplate('site', {
    pageTitle: options.title,
    pageKind: options.kind,
    pageBody: options.body,
    header: options.header,
    nav: options.nav,
    assets: options.stylesOnly
      ? { scripts: [], styles: entryAssets(options.entry).styles }
      : entryAssets(options.entry),
    nonce: cspNonce(res),
    showCartPill: options.showCartPill ?? false,
    cartJson: JSON.stringify(options.cart ?? null),
    dataBlocks: options.dataBlocks ?? '',
  });
  res
    .status(options.status ?? 200)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(html);
}
