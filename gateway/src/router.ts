import express, { Router } from 'express';
import cookieParser from 'cookie-parser';
import { expressMiddleware } from '@as-integrations/express5';
import { createGatewayServer, type GatewayOptions } from './create-gateway.ts';
import { createGatewayContext } from './context.ts';
import { subgraphHealth } from './health.ts';
import { apiRouter } from './rest/api-router.ts';
import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from './context.ts';

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
  );
  router.get('/health', async (_req, res) => {
    const health = await subgraphHealth(options.subgraphUrls);
    res.status(health.status === 'ok' ? 200 : 503).json(health);
  });
  router.use('/api', apiRouter(server));
  return { router, server, stop: () => server.stop() };
}
