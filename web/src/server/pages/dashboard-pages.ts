import type { Request, Response } from 'express';
import { RedeemSessionHandoffDocument, SessionOwnerDocument } from '../../graphql/generated/dashboard.ts';
import { statusOfUserError } from '@atelier/platform';
import { dataBlock } from '../render/data-block.ts';
import type { ExecuteOperation } from '../execute.ts';
import { sendPage } from '../render/render-page.ts';
import { renderTemplate } from '../render/template-renderer.ts';
import { moneyFormatBlock, storefrontMoneyFormat } from '../render/money-format-tag.ts';
import { panelTitle, type DashboardPanel } from '../../client/dashboard/dashboard-panels.ts';
import { ACCOUNT_NOTICE_BLOCK } from '../../client/dashboard/account-notice.ts';

const header = { title: 'Atelier Dashboard', href: '/admin' };

/**
 * The pages of someone not signed in, each at its address and drawn by the one script that reads
 * the address (login-page.tsx): sign in, sign up, follow a verification link, reset a password.
 */
export const ACCOUNT_PAGES = {
  login: 'Sign in',
  signup: 'Create your account',
  verify: 'Confirm your email',
  reset: 'Reset your password',
} as const;

export type AccountPage = keyof typeof ACCOUNT_PAGES;

export function accountPage(page: AccountPage, res: Response, notice?: { message: string; status: number }) {
  sendPage(res, {
    kind: 'login',
    title: `${ACCOUNT_PAGES[page]} — Atelier`,
    body: renderTemplate('app-shell', {}),
    entry: 'login',
    header,
    nav: [{ label: 'View site', href: '/' }],
    status: notice?.status,
    dataBlocks: notice ? dataBlock(ACCOUNT_NOTICE_BLOCK, { message: notice.message }) : '',
  });
}

/**
 * GET /admin/handoff#token=…: where the site list on another host sends the owner with a hand-off
 * token (startSessionHandoff). It is the sign-in page, whose script posts the token in the fragment
 * to the POST below; the GET itself changes nothing.
 */
export function sessionHandoffPage(res: Response) {
  accountPage('login', res);
}

const HANDOFF_FAILED = 'This sign-in link did not work. Sign in here instead.';

/**
 * POST /admin/handoff (form field `token`): redeems the hand-off on this host, a session here, and
 * opens /admin; a refused one shows the sign-in page with the reason.
 *
 * Only a same-origin post is taken (its Origin is this host's own, which a browser sets and no page
 * can forge): the token then came through this host's own hand-off page, not a form on some other
 * site. That alone would not stop login CSRF (anyone can send a browser to the hand-off page with a
 * token); what does is that a token is made for one site of its own owner's and redeemed on that
 * site's host alone (accounts' session-handoff.ts), so a forced hand-off signs a browser in only on
 * the attacker's own site. Redeeming by POST keeps GET free of effects: a link previewer, a prefetch
 * or the history spends nothing.
 */
export async function sessionHandoff(execute: ExecuteOperation, req: Request, res: Response) {
  if (req.get('origin') !== `${req.protocol}://${req.get('host')}`)
    return accountPage('login', res, { message: HANDOFF_FAILED, status: 403 });
  const body = req.body as Record<string, unknown> | undefined;
  const token = typeof body?.token === 'string' ? body.token : '';
  const { redeemSessionHandoff } = await execute(RedeemSessionHandoffDocument, { token }, req, res);
  const [refusal] = redeemSessionHandoff.userErrors;
  if (redeemSessionHandoff.owner && !refusal) return res.redirect(303, '/admin');
  const message = refusal?.message ?? HANDOFF_FAILED;
  accountPage('login', res, { message, status: refusal ? statusOfUserError(refusal.code) : 400 });
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
