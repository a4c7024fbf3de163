import express, { Router, type ErrorRequestHandler } from 'express';
import cookieParser from 'cookie-parser';
import { expressMiddleware } from '@as-integrations/express5';
import { createGatewayServer, type GatewayOptions } from './create-gateway.ts';
import { createGatewayContext } from './context.ts';
import { subgraphHealth } from './health.ts';
import { containsNulByte, createLogger, NUL_BYTE_MESSAGE } from '@atelier/platform';
import type { NextFunction, Request, Response } from 'express';
import { apiRouter } from './rest/api-router.ts';
import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from './context.ts';

const log = createLogger('gateway');

/** Bodies that never reach Apollo (malformed JSON, too large) still get a GraphQL-shaped answer. */
const graphqlTransportErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) return next(error);
  const status = error?.type === 'entity.too.large' ? 413 : error?.type === 'entity.parse.failed' ? 400 : 500;
  if (status === 500) log.error('unexpected error around /graphql', { error });
  const message = status === 413 ? 'The request body is too large.' : status === 400 ? 'The request body is not valid JSON.' : 'Internal server error';
  res.status(status).json({ errors: [{ message, extensions: { code: status === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST' } }] });
};

function refuseNulBytes(req: Request, res: Response, next: NextFunction) {
  if (!containsNulByte(req.body) && !containsNulByte(req.query)) return next();
  res.status(400).json({ errors: [{ message: NUL_BYTE_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }] });
}

export interface Gateway {
  router: Router;
  server: ApolloServer<GatewayContext>;
  stop(): Promise<void>;
}

/** /graphql, /health and the /api/... REST paths, ready to mount on the site's HTTP server. */
export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const server = await createGatewayServer(options);
  const router = Router();
  router.use(cookieParser());
  router.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    refuseNulBytes,
    expressMiddleware(server, { context: async ({ req, res }) => createGatewayContext(req, res) }),
    graphqlTransportErrors,
  );
  router.get('/health', async (_req, res) => {
    const health = await subgraphHealth(options.subgraphUrls);
    res.status(health.status === 'ok' ? 200 : 503).json(health);
  });
  router.use('/api', apiRouter(server));
  return { router, server, stop: () => server.stop() };
}
