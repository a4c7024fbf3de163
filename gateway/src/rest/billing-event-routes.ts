import express, { Router } from 'express';
import { createLogger } from '@atelier/platform';
import { sendError } from './errors.ts';

const log = createLogger('billing-events');

export const BILLING_EVENTS_PATH = '/events/billing';
const KINDS = new Set(['view', 'click']);
const NAME = /^[a-z0-9-]{1,64}$/;

/**
 * SPEC section 7's billing events service, for now: the billing panel's view and click beacons are
 * taken (202, no body) and written to the log, nothing stored. A beacon cannot send the crumb header,
 * and this path changes nothing, so it comes before the crumb check; what it is sent is still checked.
 */
export function billingEventRoutes(): Router {
  const router = Router();
  router.post(BILLING_EVENTS_PATH, express.urlencoded({ extended: false, limit: '2kb' }), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { event, name, path } = body;
    if (typeof event !== 'string' || !KINDS.has(event))
      return sendError(res, 400, 'INPUT_INVALID', 'event must be view or click.', { field: 'event' });
    if (typeof name !== 'string' || !NAME.test(name))
      return sendError(res, 400, 'INPUT_INVALID', 'name must be 1 to 64 lowercase letters, digits or dashes.', {
        field: 'name',
      });
    log.info(
      { event, name, host: req.hostname, path: typeof path === 'string' ? path.slice(0, 200) : undefined },
      'billing panel event',
    );
    res.status(202).end();
  });
  return router;
}
