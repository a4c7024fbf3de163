import express, { Router, type Request, type Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import { createLogger, failureHandler, unstorableTextIn, type Crumbs } from '@atelier/platform';
import type { GatewayContext } from '../context.ts';
import { billingEventRoutes } from './billing-event-routes.ts';
import { billingRoutes } from './billing-routes.ts';
import { commerceRoutes } from './cart-routes.ts';
import { formRoutes } from './form-routes.ts';
import { restockRoutes } from './restock-routes.ts';
import { restockUnsubscribeRoutes } from './restock-unsubscribe.ts';
import { requireCrumb } from './crumb.ts';
import { sendError } from './errors.ts';

const log = createLogger('rest');

export interface RestOptions {
  server: ApolloServer<GatewayContext>;
  crumbs: Crumbs;
  contextFor(req: Request, res: Response): Promise<GatewayContext>;
}

/** The REST compatibility layer for legacy embeds, mounted at /api. */
export function apiRouter(options: RestOptions): Router {
  const router = Router();
  // Every answer here is one visitor's (a cart, a stock count of the moment): never stored by caches.
  router.use((_req, res, next) => (res.set('Cache-Control', 'no-store'), next()));
  // These paths are the storefront's (a visitor's cart, crumb and session); a partner's key works on
  // /graphql, where its scopes and budget are kept. Said plainly rather than ignored.
  router.use((req, res, next) =>
    /^Bearer\b/i.test(req.get('authorization') ?? '')
      ? sendError(res, 400, 'API_KEY_NOT_ACCEPTED', 'API keys work on /graphql; the /api paths are the storefront’s.')
      : next(),
  );
  // Opened from a mailbox: the signed token is its proof, so it comes before the crumb check.
  router.use(restockUnsubscribeRoutes(options));
  // A beacon carries no crumb header; this path stores nothing (billing-event-routes.ts).
  router.use(billingEventRoutes());
  router.use(requireCrumb(options.crumbs));
  router.use(express.json({ limit: '256kb' }), express.urlencoded({ extended: false, limit: '256kb' }));
  router.use((req, res, next) => {
    const problem = unstorableTextIn(req.body) ?? unstorableTextIn(req.query);
    return problem ? sendError(res, 400, 'INVALID_TEXT', problem) : next();
  });
  router.use(commerceRoutes(options));
  router.use(formRoutes(options));
  router.use(restockRoutes(options));
  router.use(billingRoutes(options));
  router.use((_req, res) => sendError(res, 404, 'NOT_FOUND', 'There is no such API path.'));
  router.use(
    failureHandler(log, (failure, _req, res) =>
      sendError(
        res,
        failure.status,
        failure.code,
        failure.message,
        failure.unexpected ? { requestId: failure.requestId } : {},
      ),
    ),
  );
  return router;
}
