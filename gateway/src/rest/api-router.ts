import express, { Router, type ErrorRequestHandler } from 'express';
import type { ApolloServer } from '@apollo/server';
import { containsNulByte, createLogger, NUL_BYTE_MESSAGE } from '@atelier/platform';
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
    if (error?.type === 'entity.parse.failed') return sendError(res, 400, 'MALFORMED_BODY', 'The request body is not valid JSON.');
    if (error?.type === 'entity.too.large') return sendError(res, 413, 'BODY_TOO_LARGE', 'The request body is too large.');
    log.error('unexpected error in a REST path', { error, path: req.path });
    sendError(res, 500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
  };
  router.use(onError);
  return router;
}
