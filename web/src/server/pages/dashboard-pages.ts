import type { Request, Response } from 'express';
import { SessionOwnerDocument } from '../../graphql/generated/dashboard.ts';
import type { ExecuteOperation } from '../execute.ts';
import { sendPage } from '../render/render-page.ts';
import { renderTemplate } from '../render/template-renderer.ts';
import { moneyFormatBlock, storefrontMoneyFormat } from '../render/money-format-tag.ts';
import { panelTitle, type DashboardPanel } from '../../client/dashboard/dashboard-panels.ts';

const header = { title: 'Atelier Dashboard', href: '/admin' };

export function loginPage(_req: Request, res: Response) {
  sendPage(res, {
    kind: 'login',
    title: 'Sign in — Atelier',
    body: renderTemplate('app-shell', {}),
    entry: 'login',
    header,
    nav: [{ label: 'View site', href: '/' }],
  });
}

/**
 * A panel of the dashboard (/admin, /admin/orders, …): the same page, whose script shows the panel the
 * address names. It is behind login: without a session the owner is sent to sign in, and comes back here.
 */
export async function dashboardPage(execute: ExecuteOperation, panel: DashboardPanel, req: Request, res: Response) {
  const { me, site } = await execute(SessionOwnerDocument, {}, req, res);
  if (!me) return res.redirect(303, `/admin/login?next=${encodeURIComponent(req.originalUrl)}`);
  sendPage(res, {
    kind: 'dashboard',
    title: panelTitle(panel),
    body: renderTemplate('app-shell', {}),
    entry: 'admin',
    dataBlocks: site ? moneyFormatBlock(storefrontMoneyFormat(site)) : '',
    header,
    // The dashboard's own menu marks the panel; the header only leads out of it.
    nav: [{ label: 'View site', href: '/' }],
  });
}
