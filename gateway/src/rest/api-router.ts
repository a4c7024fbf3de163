import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import { createLogger, failureHandler, unstorableTextIn, type Crumbs } from '@atelier/platform';
import type { GatewayContext } from '../context.ts';
import { billingEventRoutes } from './billing-event-routes.ts';
import { billingRoutes } from './billing-routes.ts';
import { commerceRoutes } from './cart-routes.ts';
import { formRoutes } from './form-routes.ts';
import { restockOwnerRoutes, restockSignUpRoutes } from './restock-routes.ts';
import { restockUnsubscribeRoutes } from './restock-unsubscribe.ts';
import { requireCrumb } from './crumb.ts';
import { sendError } from './errors.ts';
import { answerKeyRefusal } from './key-refusal.ts';

const log = createLogger('rest');

export interface RestOptions {
  server: ApolloServer<GatewayContext>;
  crumbs: Crumbs;
  contextFor(req: Request, res: Response): Promise<GatewayContext>;
}

const carriesKey = (req: Request) => /^Bearer\b/i.test(req.get('authorization') ?? '');

/** Bodies as JSON or a form, and no text a database could not store (a NUL, a lone surrogate). */
const readBodies: RequestHandler[] = [
  express.json({ limit: '256kb' }),
  express.urlencoded({ extended: false, limit: '256kb' }),
  (req, res, next) => {
    const problem = unstorableTextIn(req.body) ?? unstorableTextIn(req.query);
    return problem ? sendError(res, 400, 'INVALID_TEXT', problem) : next();
  },
];

/** The REST compatibility layer for legacy embeds, mounted at /api. */
export function apiRouter(options: RestOptions): Router {
  const router = Router();
  // The owner's paths: a partner's API key may use them, as the owner's session does.
  const ownerPaths = Router().use(restockOwnerRoutes(options), billingRoutes(options));
  // Every answer here is one visitor's (a cart, a stock count of the moment): never stored by caches.
  router.use((_req, res, next) => (res.set('Cache-Control', 'no-store'), next()));
  // A request with a key reaches the owner's paths only, held to the key's site, scopes and budget
  // by the GraphQL operation each path runs. It carries no cookie (context.ts ignores them), so it
  // needs no crumb. The storefront's paths (a visitor's cart, crumb and session) say so plainly.
  const keyPaths = Router().use(readBodies, ownerPaths, (_req: Request, res: Response) =>
    sendError(
      res,
      400,
      'API_KEY_NOT_ACCEPTED',
      'API keys work on /graphql and on the owner’s /api paths (docs/partners.md); this path is the storefront’s.',
    ),
  );
  router.use((req, res, next) => (carriesKey(req) ? keyPaths(req, res, next) : next()));
  // Opened from a mailbox: the signed token is its proof, so it comes before the crumb check.
  router.use(restockUnsubscribeRoutes(options));
  // A beacon carries no crumb header; this path stores nothing (billing-event-routes.ts).
  router.use(billingEventRoutes());
  router.use(requireCrumb(options.crumbs));
  router.use(readBodies);
  router.use(commerceRoutes(options));
  router.use(formRoutes(options));
  router.use(restockSignUpRoutes(options));
  router.use(ownerPaths);
  router.use((_req, res) => sendError(res, 404, 'NOT_FOUND', 'There is no such API path.'));
  router.use(answerKeyRefusal);
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
