import { ADD_TO_CART_MESSAGES } from '@atelier/commerce';
import { requireCrumbHeader, type Crumbs } from '@atelier/platform';
import { sendError } from './errors.ts';

export const CRUMB_FAILURE_MESSAGE = ADD_TO_CART_MESSAGES.sessionExpired;

/**
 * Requests under /api/ must echo the crumb cookie in X-CSRF-Token (the platform's one crumb check,
 * platform/src/http/crumb.ts); the REST answer to one that does not is SPEC section 8's.
 */
export const requireCrumb = (crumbs: Crumbs) =>
  requireCrumbHeader(crumbs, (res) => sendError(res, 403, 'CRUMB_FAIL', CRUMB_FAILURE_MESSAGE, { crumbFail: true }));
