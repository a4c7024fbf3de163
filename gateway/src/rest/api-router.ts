import express, { Router, type ErrorRequestHandler } from 'express';
import type { ApolloServer } from '@apollo/server';
import { clientErrorMessage, clientErrorStatus, containsNulByte, createLogger, NUL_BYTE_MESSAGE } from '@atelier/platform';
import type { GatewayContext } from '../context.ts';
import { commerceRoutes } from './cart-routes.ts';
import { requireCrumb } from './crumb.ts';
import { sendError } from './errors.ts';

const log = createLogger('rest');

/** The REST compatibility layer for legacy embeds, mounted at /api. */
export function apiRouter(server: ApolloServer<GatewayContext>): Router {
  const router = Router();
  router.use(requireCrumb);
  router.use(express.json({ limit: '256kb' }), express.urlencoded({ extended: false, limit: '256kb' }));
  router.use((req, res, next) => (containsNulByte(req.body) || containsNulByte(req.query) ? sendError(res, 400, 'INVALID_TEXT', NUL_BYTE_MESSAGE) : next()));
  router.use(commerceRoutes(server));
  router.use((_req, res) => sendError(res, 404, 'NOT_FOUND', 'There is no such API path.'));
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    if (res.headersSent) return;
    const status = clientErrorStatus(error);
    if (status !== undefined) {
      const code = error?.type === 'entity.parse.failed' ? 'MALFORMED_BODY' : status === 413 ? 'BODY_TOO_LARGE' : 'BAD_REQUEST';
      return sendError(res, status, code, clientErrorMessage(status, error?.type));
    }
    log.error('unexpected error in a REST path', { error, path: req.path });
    sendError(res, 500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
  };
  router.use(onError);
  return router;
}
