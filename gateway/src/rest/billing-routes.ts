import { Router, type Request, type Response } from 'express';
import { statusOfUserError } from '@atelier/platform';
import { ownerRead } from './owner-read.ts';
import { operationRunner } from './execute.ts';
import { sendError } from './errors.ts';
import type { RestOptions } from './api-router.ts';
import {
  RestBillingSubscriptionDocument,
  RestBillingSubscriptionsDocument,
  RestCancelBillingSubscriptionDocument,
  RestCancelPlanChangeDocument,
  RestConfirmPlanChangeDocument,
  RestPlanChangePreviewDocument,
  RestSetBillingAutoRenewDocument,
  RestStartGracePeriodDocument,
  RestStartPlanChangeDocument,
  RestUpdateBillingSubscriptionDocument,
  type BillingInterval,
  type BillingSubscriptionType,
  type RestBillingSubscriptionFragment,
  type RestBillingSubscriptionPayloadFragment,
  type RestBillingUserErrorFragment,
} from './generated/operations.ts';

const BASE = '/billing/subscriptions';
const SUBSCRIPTION_TYPES: readonly BillingSubscriptionType[] = ['WEBSITE', 'RESOLD'];
const INTERVALS: readonly BillingInterval[] = ['MONTHLY', 'YEARLY'];
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A subscription as section 7 serialises it: money as JSON ({ value, currency }), dates as
 * timestamps, and section 3's invoice total under `invoice`.
 */
function subscriptionJson(subscription: RestBillingSubscriptionFragment) {
  const { invoiceTotal, ...fields } = subscription;
  return { ...fields, invoice: { total: invoiceTotal ?? null } };
}

function refuse(res: Response, userErrors: readonly RestBillingUserErrorFragment[]): void {
  const [first] = userErrors;
  if (!first) return sendError(res, 400, 'REFUSED', 'The request was refused.', { field: null });
  sendError(res, statusOfUserError(first.code), first.code, first.message, { field: first.field?.at(-1) ?? null });
}

const badInput = (res: Response, field: string, message: string) =>
  sendError(res, 400, 'INPUT_INVALID', message, { field });

/** A path id as ids are written; anything else is the client's mistake, not a lookup. */
function pathId(req: Request, res: Response, name: string): string | null {
  const value = req.params[name];
  if (typeof value === 'string' && ID.test(value)) return value;
  badInput(res, name, `${name} is not an id.`);
  return null;
}

/** The billing paths of SPEC section 7 and the in-app purchase grace period, each one GraphQL operation. */
export function billingRoutes(options: RestOptions): Router {
  const router = Router();
  const run = operationRunner(options);

  const answer = (res: Response, payload: RestBillingSubscriptionPayloadFragment) => {
    if (payload.userErrors.length || !payload.subscription) return refuse(res, payload.userErrors);
    res.json({ subscription: subscriptionJson(payload.subscription), invoice: payload.invoice ?? null });
  };

  router.get(BASE, async (req, res) => {
    const type = req.query.type;
    if (
      type !== undefined &&
      (typeof type !== 'string' || !SUBSCRIPTION_TYPES.includes(type.toUpperCase() as BillingSubscriptionType))
    )
      return badInput(res, 'type', `type must be one of ${SUBSCRIPTION_TYPES.join(', ').toLowerCase()}.`);
    // No key document: every key's scopes refuse billing (the operation asks for it first).
    const documents = { owner: RestBillingSubscriptionsDocument };
    const data = await ownerRead(res, options, req, documents, {
      type: type ? (type.toUpperCase() as BillingSubscriptionType) : null,
    });
    if (data) res.json({ results: data.billingSubscriptions.map(subscriptionJson) });
  });

  router.get(`${BASE}/:id`, async (req, res) => {
    const id = pathId(req, res, 'id');
    if (!id) return;
    const data = await ownerRead(res, options, req, { owner: RestBillingSubscriptionDocument }, { id });
    if (!data) return;
    if (!data.billingSubscription)
      return sendError(res, 404, 'SUBSCRIPTION_NOT_FOUND', 'There is no such subscription.');
    res.json({ subscription: subscriptionJson(data.billingSubscription) });
  });

  router.put(`${BASE}/:id`, async (req, res) => {
    const id = pathId(req, res, 'id');
    if (!id) return;
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    if (body.autoRenew !== undefined && typeof body.autoRenew !== 'boolean')
      return badInput(res, 'autoRenew', 'autoRenew must be true or false.');
    const input = body.autoRenew === undefined ? {} : { autoRenew: body.autoRenew as boolean };
    answer(res, (await run(req, res, RestUpdateBillingSubscriptionDocument, { id, input })).updateBillingSubscription);
  });

  router.delete(`${BASE}/:id`, async (req, res) => {
    const id = pathId(req, res, 'id');
    if (id) answer(res, (await run(req, res, RestCancelBillingSubscriptionDocument, { id })).cancelBillingSubscription);
  });

  for (const [path, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const)
    router.put(`${BASE}/:id/auto-renew/${path}`, async (req, res) => {
      const id = pathId(req, res, 'id');
      if (id) answer(res, (await run(req, res, RestSetBillingAutoRenewDocument, { id, enabled })).setBillingAutoRenew);
    });

  /** The interval a plan change asks for (?interval=yearly); none keeps the subscription's. */
  const intervalOf = (req: Request, res: Response): BillingInterval | null | false => {
    const interval = req.query.interval;
    if (interval === undefined) return null;
    const upper = typeof interval === 'string' ? (interval.toUpperCase() as BillingInterval) : undefined;
    if (upper && INTERVALS.includes(upper)) return upper;
    badInput(res, 'interval', 'interval must be monthly or yearly.');
    return false;
  };

  router.get(`${BASE}/:id/plan-change/:planId/preview`, async (req, res) => {
    const subscriptionId = pathId(req, res, 'id');
    const planId = subscriptionId && pathId(req, res, 'planId');
    const interval = planId ? intervalOf(req, res) : false;
    if (!subscriptionId || !planId || interval === false) return;
    const { planChangePreview } = await run(req, res, RestPlanChangePreviewDocument, {
      subscriptionId,
      planId,
      interval,
    });
    if (!planChangePreview.preview) return refuse(res, planChangePreview.userErrors);
    res.json(planChangePreview.preview);
  });

  router.put(`${BASE}/:id/plan-change/:planId`, async (req, res) => {
    const subscriptionId = pathId(req, res, 'id');
    const planId = subscriptionId && pathId(req, res, 'planId');
    const interval = planId ? intervalOf(req, res) : false;
    if (!subscriptionId || !planId || interval === false) return;
    answer(
      res,
      (await run(req, res, RestStartPlanChangeDocument, { subscriptionId, planId, interval })).startPlanChange,
    );
  });

  router.post(`${BASE}/:id/plan-change/cancel`, async (req, res) => {
    const subscriptionId = pathId(req, res, 'id');
    if (subscriptionId)
      answer(res, (await run(req, res, RestCancelPlanChangeDocument, { subscriptionId })).cancelPlanChange);
  });

  router.post(`${BASE}/:id/plan-change/:planId/confirm`, async (req, res) => {
    const subscriptionId = pathId(req, res, 'id');
    const planId = subscriptionId && pathId(req, res, 'planId');
    if (subscriptionId && planId)
      answer(res, (await run(req, res, RestConfirmPlanChangeDocument, { subscriptionId, planId })).confirmPlanChange);
  });

  router.post('/1/iap/startGracePeriod', async (req, res) => {
    const { startInAppGracePeriod } = await run(req, res, RestStartGracePeriodDocument, {});
    if (startInAppGracePeriod.userErrors.length) return refuse(res, startInAppGracePeriod.userErrors);
    res.json(startInAppGracePeriod.billing);
  });

  return router;
}
