import http from 'node:http';
import express from 'express';
import { createGateway, executeOperation, type Gateway } from '@atelier/gateway';
import {
  createCrumbs,
  createLogger,
  failureHandler,
  loadServerSecret,
  parseLimitOverrides,
  requestLogging,
  securityHeaders,
  startJobRunner,
  startSubgraph,
  trustProxySetting,
  type JobRunner,
  type LimitRule,
  type StartedSubgraph,
} from '@atelier/platform';
import { createWebRouter, type ExecuteOperation } from '@atelier/web';
import { HOSTED_CAPTCHA_PROVIDERS } from '@atelier/forms';
import { loadSubgraphs } from './load-subgraphs.ts';

const log = createLogger('platform');

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
  /** Where limits are counted when not in PostgreSQL (REDIS_URL). */
  redisUrl?: string;
  /** Limit rules by `<schema>.<name>`, over those of ATELIER_RATE_LIMITS. */
  rateLimits?: Record<string, LimitRule>;
  /** Run the background jobs of the subgraphs started here (default true). */
  jobs?: boolean;
  /** SMTP for the product's mail, over ATELIER_SMTP_URL; without either, mail stays in the outbox. */
  smtpUrl?: string;
}

export interface Platform {
  url: string;
  port: number;
  subgraphUrls: Record<string, string>;
  /** The background jobs this process works (undefined when it works none). */
  jobs: JobRunner | undefined;
  stop(): Promise<void>;
}

/**
 * Starts Atelier in one process: migrates and (optionally) seeds each subgraph's schema, starts the
 * subgraphs as HTTP services on loopback and their background jobs, and serves the gateway and the
 * site on one port. Stopping undoes it in reverse order.
 */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting());
  app.use(...requestLogging(), securityHeaders({ siteThirdParties: Object.values(HOSTED_CAPTCHA_PROVIDERS).flatMap((p) => p.origins) }));
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

  const subgraphs: StartedSubgraph[] = [];
  let jobs: JobRunner | undefined;
  let gateway: Gateway | undefined;
  const subgraphUrls: Record<string, string> = { ...options.remoteSubgraphUrls };
  const stop = async () => {
    httpServer.closeAllConnections();
    await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    await gateway?.stop();
    await jobs?.stop();
    for (const subgraph of subgraphs.reverse()) await subgraph.stop();
  };
  try {
    const secret = await loadServerSecret(options.databaseUrl);
    const crumbs = createCrumbs(secret);
    const limitOverrides = { ...parseLimitOverrides(), ...options.rateLimits };
    for (const definition of await loadSubgraphs()) {
      if (subgraphUrls[definition.name]) continue;
      const started = await startSubgraph(definition, {
        databaseUrl: options.databaseUrl,
        gatewayUrl,
        seedDemo: options.seedDemo,
        redisUrl: options.redisUrl ?? process.env.REDIS_URL,
        limitOverrides,
        smtpUrl: options.smtpUrl ?? process.env.ATELIER_SMTP_URL,
      });
      subgraphs.push(started);
      subgraphUrls[definition.name] = started.url;
    }
    const jobDefinitions = subgraphs.flatMap((s) => s.jobs);
    if (options.jobs !== false && jobDefinitions.length) jobs = await startJobRunner(options.databaseUrl, jobDefinitions);

    const defaultSiteSlug = options.siteSlug ?? process.env.ATELIER_SITE_SLUG ?? 'atelier-demo';
    gateway = await createGateway({ subgraphUrls, crumbs, secret, defaultSiteSlug });
    const { server, contextFor } = gateway;
    const execute: ExecuteOperation = async (document, variables, req, res) => executeOperation(server, document, variables, await contextFor(req, res));
    app.use(gateway.router);
    app.use(await createWebRouter({ execute, crumbs }));
    // Whatever no router answered: logged, and never shown to the client with a stack.
    app.use(failureHandler(log, (failure, _req, res) => res.status(failure.status).type('text').send(failure.message)));
  } catch (error) {
    await stop().catch((err) => log.error({ err }, 'stopping after a failed start failed too'));
    throw error;
  }
  ready = true;

  const host = options.host ?? '127.0.0.1';
  const url = `http://${['127.0.0.1', '0.0.0.0', '::'].includes(host) ? 'localhost' : host}:${port}`;
  return { url, port, subgraphUrls, jobs, stop };
}
