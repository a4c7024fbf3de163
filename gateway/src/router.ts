import express, { Router, type ErrorRequestHandler } from 'express';
import cookieParser from 'cookie-parser';
import { expressMiddleware } from '@as-integrations/express5';
import { createGatewayServer, type GatewayOptions } from './create-gateway.ts';
import { createGatewayContext } from './context.ts';
import { subgraphHealth } from './health.ts';
import { clientErrorMessage, clientErrorStatus, createLogger } from '@atelier/platform';
import { apiRouter } from './rest/api-router.ts';
import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from './context.ts';

const log = createLogger('gateway');

/** Bodies that never reach Apollo (malformed JSON, too large, unsupported encoding) get a GraphQL-shaped 4xx. */
const graphqlTransportErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) return next(error);
  const status = clientErrorStatus(error);
  if (status === undefined) log.error('unexpected error around /graphql', { error });
  res.status(status ?? 500).json({
    errors: [
      status === undefined
        ? { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }
        : { message: clientErrorMessage(status, error?.type), extensions: { code: 'BAD_REQUEST' } },
    ],
  });
};

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
