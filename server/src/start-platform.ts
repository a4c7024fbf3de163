import http from 'node:http';
import express, { type ErrorRequestHandler } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createGateway, createGatewayContext, executeOperation } from '@atelier/gateway';
import { clientErrorStatus, createLogger, migrateUp, startSubgraphService, type RunningService } from '@atelier/platform';
import { createWebRouter, type ExecuteOperation } from '@atelier/web';
import { loadSubgraphs } from './load-subgraphs.ts';

const log = createLogger('platform');

/** Whatever no router answered: logged, and never shown to the client with a stack. */
const lastResort: ErrorRequestHandler = (error, req, res, _next) => {
  const status = clientErrorStatus(error);
  if (status === undefined) log.error('unhandled error', { error, path: req.path });
  if (res.headersSent) return;
  res.status(status ?? 500).type('text').send(status ? 'The request could not be understood.' : 'Something went wrong on our side. Please try again.');
};

/** An origin this process can reach itself on, from the address it is bound to. */
function reachableOrigin(bound: string, port: number): string {
  if (bound === '0.0.0.0') return `http://127.0.0.1:${port}`;
  if (bound === '::') return `http://[::1]:${port}`;
  return bound.includes(':') ? `http://[${bound}]:${port}` : `http://${bound}:${port}`;
}

export interface PlatformOptions {
  databaseUrl: string;
  port?: number;
  host?: string;
  seedDemo?: boolean;
  siteSlug?: string;
  /**
   * Subgraphs that already run elsewhere (distributed mode), by name. Those not listed are
   * started here, each as its own HTTP service on loopback.
   */
  remoteSubgraphUrls?: Record<string, string>;
}

export interface Platform {
  url: string;
  port: number;
  subgraphUrls: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts Atelier in one process: migrates and (optionally) seeds each subgraph's schema, starts the
 * subgraphs as HTTP services on loopback, and serves the gateway and the site on one port.
 */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  let ready = false;
  app.use((_req, res, next) => (ready ? next() : void res.status(503).set('Retry-After', '1').type('text').send('Atelier is starting…')));
  const httpServer = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port ?? 3000, options.host ?? '127.0.0.1', resolve);
  });
  const address = httpServer.address();
  if (!address || typeof address !== 'object') throw new Error('the HTTP server has no address');
  const port = address.port;
  const gatewayUrl = `${reachableOrigin(address.address, port)}/graphql`;

  const orms: MikroORM[] = [];
  const services: RunningService[] = [];
  const subgraphUrls: Record<string, string> = { ...options.remoteSubgraphUrls };
  try {
    for (const definition of await loadSubgraphs()) {
      if (subgraphUrls[definition.name]) continue;
      const orm = await definition.openDatabase(options.databaseUrl);
      orms.push(orm);
      const applied = await migrateUp(orm);
      if (applied.length) log.info('applied migrations', { subgraph: definition.name, migrations: applied });
      if (options.seedDemo) await definition.seedDemo?.(orm);
      const service = await startSubgraphService(definition.service({ orm, gatewayUrl }));
      services.push(service);
      subgraphUrls[definition.name] = service.url;
    }
  } catch (error) {
    await Promise.allSettled(services.map((s) => s.stop()));
    await Promise.allSettled(orms.map((o) => o.close()));
    httpServer.close();
    throw error;
  }

  const gateway = await createGateway({ subgraphUrls });
  const execute: ExecuteOperation = (document, variables, req, res) =>
    executeOperation(gateway.server, document, variables, createGatewayContext(req, res));
  app.use(gateway.router);
  app.use(createWebRouter({ siteSlug: options.siteSlug ?? process.env.ATELIER_SITE_SLUG ?? 'atelier-demo', execute }));
  app.use(lastResort);
  ready = true;

  const host = options.host ?? '127.0.0.1';
  const url = `http://${['127.0.0.1', '0.0.0.0', '::'].includes(host) ? 'localhost' : host}:${port}`;
  return {
    url,
    port,
    subgraphUrls,
    stop: async () => {
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await gateway.stop();
      await Promise.allSettled(services.map((s) => s.stop()));
      await Promise.allSettled(orms.map((o) => o.close()));
    },
  };
}
