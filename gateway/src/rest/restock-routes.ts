import { Router, type Request, type Response } from 'express';
import { statusOfUserError } from '@atelier/platform';
import { ownerRead } from './owner-read.ts';
import { operationRunner } from './execute.ts';
import { sendError } from './errors.ts';
import { readFlag, readId, readOptionalText, readSendRequests, type Read } from './restock-input.ts';
import type { RestOptions } from './api-router.ts';
import {
  RestRestockGroupsDocument,
  RestRestockGroupsForKeyDocument,
  RestRestockSendDocument,
  RestRestockSignUpDocument,
  RestRestockSignUpsDocument,
  RestRestockSignUpsForKeyDocument,
  type RestRestockUserErrorFragment,
} from './generated/operations.ts';

const BASE = '/site-users/account/notifications/restock';

function refuse(res: Response, userErrors: readonly RestRestockUserErrorFragment[]): void {
  const [first] = userErrors;
  if (!first) return sendError(res, 400, 'REFUSED', 'The request was refused.', { field: null });
  sendError(res, statusOfUserError(first.code), first.code, first.message, { field: first.field?.at(-1) ?? null });
}

function refuseInput(res: Response, read: Read<unknown> & { ok: false }): void {
  sendError(res, 400, 'INPUT_INVALID', read.message, { field: read.field });
}

const body = (req: Request) => (req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {});

/** A query parameter given once, as text; an array (?a=1&a=2) or object is refused. */
function queryText(req: Request, name: string): Read<string | null> {
  const value = req.query[name];
  if (value == null || value === '') return { ok: true, value: null };
  return typeof value === 'string'
    ? { ok: true, value }
    : { ok: false, field: name, message: `${name} must be given once, as text.` };
}

function queryFirst(req: Request): Read<number | null> {
  const text = queryText(req, 'first');
  if (!text.ok || text.value === null) return text as Read<null>;
  return /^\d{1,4}$/.test(text.value)
    ? { ok: true, value: Number(text.value) }
    : { ok: false, field: 'first', message: 'first must be a whole number.' };
}

/** The visitor's restock path of SPEC section 7: a sign-up. */
export function restockSignUpRoutes(options: RestOptions): Router {
  const router = Router();
  const run = operationRunner(options);

  router.post(BASE, async (req, res) => {
    const b = body(req);
    const productId = readId(b, 'productId');
    if (!productId.ok) return refuseInput(res, productId);
    const variantId = readId(b, 'variantId');
    if (!variantId.ok) return refuseInput(res, variantId);
    const email = b.siteVisitorEmail;
    if (email != null && typeof email !== 'string')
      return refuseInput(res, { ok: false, field: 'siteVisitorEmail', message: 'siteVisitorEmail must be a string.' });
    const join = readFlag(b, 'isJoinMailingList');
    if (!join.ok) return refuseInput(res, join);
    const captchaToken = readOptionalText(b, 'captchaToken');
    if (!captchaToken.ok) return refuseInput(res, captchaToken);
    const input = {
      productId: productId.value,
      variantId: variantId.value,
      siteVisitorEmail: email ?? '',
      isJoinMailingList: join.value,
      captchaToken: captchaToken.value,
    };
    const { signUpForRestock } = await run(req, res, RestRestockSignUpDocument, { input });
    if (!signUpForRestock.signedUp) return refuse(res, signUpForRestock.userErrors);
    res.json({ signedUp: true });
  });

  return router;
}

/**
 * The owner's restock paths of SPEC section 7: groups, one variant's sign-ups, and sends. They take
 * the owner's session or a partner's API key (docs/partners.md), each through the same operation.
 */
export function restockOwnerRoutes(options: RestOptions): Router {
  const router = Router();
  const run = operationRunner(options);

  router.get(`${BASE}/groups`, async (req, res) => {
    const cursor = queryText(req, 'cursor');
    if (!cursor.ok) return refuseInput(res, cursor);
    const first = queryFirst(req);
    if (!first.ok) return refuseInput(res, first);
    const documents = { owner: RestRestockGroupsDocument, key: RestRestockGroupsForKeyDocument };
    const data = await ownerRead(res, options, req, documents, {
      cursor: cursor.value,
      first: first.value,
    });
    if (data?.site) res.json(data.site.restockSignUpGroups);
  });

  router.get(BASE, async (req, res) => {
    const productId = queryText(req, 'productId');
    const variantId = queryText(req, 'variantId');
    for (const [name, read] of [
      ['productId', productId],
      ['variantId', variantId],
    ] as const) {
      if (!read.ok) return refuseInput(res, read);
      if (!read.value) return refuseInput(res, { ok: false, field: name, message: `${name} is required.` });
    }
    const cursor = queryText(req, 'cursor');
    if (!cursor.ok) return refuseInput(res, cursor);
    const first = queryFirst(req);
    if (!first.ok) return refuseInput(res, first);
    const variables = {
      productId: (productId as { value: string }).value,
      variantId: (variantId as { value: string }).value,
      cursor: cursor.value,
      first: first.value,
    };
    const documents = { owner: RestRestockSignUpsDocument, key: RestRestockSignUpsForKeyDocument };
    const data = await ownerRead(res, options, req, documents, variables);
    if (data?.site) res.json(data.site.restockSignUps);
  });

  const send = async (req: Request, res: Response, requests: { productId: string; variantId: string }[]) => {
    const { sendRestockNotices } = await run(req, res, RestRestockSendDocument, { requests });
    if (sendRestockNotices.userErrors.length) return refuse(res, sendRestockNotices.userErrors);
    res.json({ queued: sendRestockNotices.queued, results: sendRestockNotices.results });
  };

  router.post(`${BASE}/send`, async (req, res) => {
    const b = body(req);
    const productId = readId(b, 'productId');
    if (!productId.ok) return refuseInput(res, productId);
    const variantId = readId(b, 'variantId');
    if (!variantId.ok) return refuseInput(res, variantId);
    await send(req, res, [{ productId: productId.value, variantId: variantId.value }]);
  });

  router.post(`${BASE}/send/all`, async (req, res) => {
    const requests = readSendRequests(body(req));
    if (!requests.ok) return refuseInput(res, requests);
    await send(req, res, requests.value);
  });

  return router;
}
