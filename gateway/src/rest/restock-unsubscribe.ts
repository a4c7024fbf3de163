import express, { Router, type Request, type Response } from 'express';
import { escapeHtml } from '@atelier/html';
import { cspNonce } from '@atelier/platform';
import { executeOperation } from './execute.ts';
import type { RestOptions } from './api-router.ts';
import { RestRestockSiteTitleDocument, RestRestockUnsubscribeDocument } from './generated/operations.ts';

export const UNSUBSCRIBE_PATH = '/site-users/account/notifications/restock/unsubscribe';

/** The unsubscribe link's own plain page: the store's name, a heading and `body` (markup). */
export function unsubscribePageHtml(heading: string, body: string, store: string, nonce: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(heading)}</title><style nonce="${nonce}">
body{margin:0;font:16px/1.5 ui-sans-serif,system-ui,sans-serif;background:#faf7f1;color:#2b2723}
main{max-width:30rem;margin:12vh auto;padding:32px 24px;background:#fff;border:1px solid #e6e1d8;border-radius:12px}
@media (max-width:34rem){main{margin:8vh 12px;padding:24px 20px}}
.store{margin:0 0 8px;color:#6b645c;font-size:.9rem;letter-spacing:.04em;text-transform:uppercase}
h1{font-size:1.4rem;margin:0 0 12px}button{min-height:44px;padding:0 20px;font:inherit;border:0;border-radius:8px;background:#2b2723;color:#fff;cursor:pointer}
</style></head><body><main>${store ? `<p class="store">${escapeHtml(store)}</p>` : ''}<h1>${escapeHtml(heading)}</h1>${body}</main></body></html>`;
}

/** What the page asks before it acts: the button posts the token back. */
export const confirmationBody = (token: string) =>
  `<p>You will get no more back-in-stock notices from this store, and leave its mailing list.</p><form method="post"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Unsubscribe</button></form>`;

/** What the page says once the address is off the list. */
export const unsubscribedBody = (email: string) =>
  `<p>${escapeHtml(email)} will get no more restock notices from this store.</p>`;

function page(res: Response, status: number, heading: string, body: string, store = ''): void {
  res
    .status(status)
    .type('html')
    .send(unsubscribePageHtml(heading, body, store, cspNonce(res)));
}

const tokenOf = (value: unknown) => (typeof value === 'string' && value.length <= 1000 ? value : '');

/**
 * The unsubscribe link of a restock notice. It is opened from a mailbox, so it needs neither a
 * session nor a crumb: the signed token is the proof. Opening it only asks (mail scanners follow
 * links); the button's POST unsubscribes.
 */
export function restockUnsubscribeRoutes(options: RestOptions): Router {
  const router = Router();
  const storeTitle = async (req: Request, res: Response) =>
    (await executeOperation(options.server, RestRestockSiteTitleDocument, {}, await options.contextFor(req, res))).site
      ?.title ?? '';

  router.get(UNSUBSCRIBE_PATH, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const token = tokenOf(req.query.token);
    const store = await storeTitle(req, res);
    if (!token)
      return page(
        res,
        400,
        'This link is incomplete',
        '<p>Open the unsubscribe link of the notice again, as it came in the email.</p>',
      );
    page(res, 200, 'Stop restock notices?', confirmationBody(token), store);
  });
  router.post(
    UNSUBSCRIBE_PATH,
    express.urlencoded({ extended: false, limit: '8kb' }),
    async (req: Request, res: Response) => {
      res.set('Cache-Control', 'no-store');
      const token = tokenOf((req.body as Record<string, unknown> | undefined)?.token);
      const data = token
        ? await executeOperation(
            options.server,
            RestRestockUnsubscribeDocument,
            { token },
            await options.contextFor(req, res),
          )
        : null;
      const email = data?.unsubscribeFromRestock.email;
      if (!email)
        return page(
          res,
          400,
          'This link is not valid',
          '<p>It may be incomplete, or belong to another store. Open the unsubscribe link of the notice again, as it came in the email.</p>',
        );
      page(res, 200, 'You are unsubscribed', unsubscribedBody(email), await storeTitle(req, res));
    },
  );
  return router;
}
