import http from 'node:http';
import express from 'express';
import { createGateway, executeOperation, type Gateway, type TrackingCollector } from '@atelier/gateway';
import {
  createCrumbs,
  createLogger,
  drainLeftMs,
  failureHandler,
  gracefulServer,
  handlerChain,
  listenForSiteChanges,
  loadServerSecret,
  parseLimitOverrides,
  requestLogging,
  selectJobs,
  securityHeaders,
  startJobRunner,
  startSubgraph,
  stopDrainMs,
  trustProxySetting,
  type JobRunner,
  type JobSelection,
  type SiteChangeFeed,
  type LimitRule,
  type StartedSubgraph,
  openCostBuckets,
  parseCostBucketRule,
  type BucketRule,
  type CostBuckets,
} from '@atelier/platform';
import { createWebRouter, type ExecuteOperation } from '@atelier/web';
import { HOSTED_CAPTCHA_PROVIDERS } from '@atelier/forms';
import { loadSubgraphs } from './load-subgraphs.ts';

const log = createLogger('platform');

/**
 * Starts listening; resolves with the port it got (0 asks for a free one). In a cluster's worker a
 * port is shared with the other workers (the primary hands each connection to one) unless exclusive.
 */
async function listen(
  server: http.Server,
  port: number,
  host: string,
  exclusive = false,
): Promise<{ server: http.Server; port: number }> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, exclusive }, resolve);
  });
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the HTTP server has no address');
  return { server, port: address.port };
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
  /**
   * The GraphQL endpoint of another federation gateway (Hive Gateway, gateway/hive/) that plans and
   * runs the operations over the remote subgraphs; this process stays the edge. Every subgraph must
   * then be remote: the federation gateway cannot reach one on this process's loopback.
   */
  federationUrl?: string;
  /** Where limits are counted when not in PostgreSQL (REDIS_URL). */
  redisUrl?: string;
  /** Limit rules by `<schema>.<name>`, over those of ATELIER_RATE_LIMITS. */
  rateLimits?: Record<string, LimitRule>;
  /** Each API key's cost bucket, over ATELIER_API_COST_BUCKET (`<capacity>/<restored per second>`). */
  costBucket?: BucketRule;
  /**
   * Which background jobs of the subgraphs started here this process schedules and works: 'all'
   * (the default, as `npm start` runs), 'none', or the jobs named (a test names the ones it exercises).
   */
  jobs?: JobSelection;
  /** SMTP for the product's mail, over ATELIER_SMTP_URL; without either, mail stays in the outbox. */
  smtpUrl?: string;
  /**
   * Serves (rather than answering 503) only once this settles: a cluster's later workers start
   * alongside the first but wait for its seeding before they serve.
   */
  serveAfter?: Promise<void>;
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
 * site on one port. Stopping refuses new connections at once, lets the requests in flight finish
 * (ATELIER_STOP_DRAIN_MS), then stops the jobs, the gateway and the subgraphs.
 */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  stopDrainMs(); // a bad ATELIER_STOP_DRAIN_MS stops the start, not a later stop
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting());
  let ready = false;
  // What every request passes first, whichever way it is then served.
  const edge: express.RequestHandler[] = [
    requestLogging(),
    securityHeaders({ siteThirdParties: Object.values(HOSTED_CAPTCHA_PROVIDERS).flatMap((p) => p.origins) }),
    (_req, res, next) =>
      ready ? next() : void res.status(503).set('Retry-After', '1').type('text').send('Atelier is starting…'),
  ];
  app.use(...edge);
  // Whatever no router answered: logged, and never shown to the client with a stack.
  const lastFailure = failureHandler(log, (failure, _req, res) =>
    res.status(failure.status).type('text').send(failure.message),
  );
  // POST /graphql, the API's and the storefront's every request, through the same handlers as the
  // app would run on it, without its routers' matching (handlerChain): any other way of asking
  // /graphql (GET, another spelling, a query string) goes through the app.
  let graphqlPost: ((req: http.IncomingMessage, res: http.ServerResponse) => void) | undefined;
  const serve = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (graphqlPost && req.method === 'POST' && req.url === '/graphql') graphqlPost(req, res);
    else app(req, res);
  };
  // The tracking collector's beacons (thousands a second, empty 202 answers) are served before
  // Express, once the gateway is up: its routing, body parsers, request id, access log line and
  // page headers would cost a beacon several times its own work (`npm run bench -- tracking`).
  let collector: TrackingCollector | undefined;
  const { server: publicHttp, port } = await listen(
    http.createServer((req, res) => {
      if (!(ready && collector?.handle(req, res))) serve(req, res);
    }),
    options.port ?? 3000,
    options.host ?? '127.0.0.1',
  );
  const publicServer = gracefulServer(publicHttp);
  // The subgraphs' own calls to the gateway (offers, owners, stock) come in on a loopback port of
  // their own, which stays open while the public one drains: a checkout in flight asks the gateway
  // again after the public port has stopped taking connections.
  const internal = await listen(http.createServer(serve), 0, '127.0.0.1', true).catch(async (error: unknown) => {
    await publicServer.close(0);
    throw error;
  });
  const internalServer = gracefulServer(internal.server);
  const gatewayUrl = `http://127.0.0.1:${internal.port}/graphql`;
  const host = options.host ?? '127.0.0.1';
  const url = `http://${['127.0.0.1', '0.0.0.0', '::'].includes(host) ? 'localhost' : host}:${port}`;

  const subgraphs: StartedSubgraph[] = [];
  let jobs: JobRunner | undefined;
  let gateway: Gateway | undefined;
  let changes: SiteChangeFeed | undefined;
  let costBuckets: CostBuckets | undefined;
  const subgraphUrls: Record<string, string> = { ...options.remoteSubgraphUrls };
  const stop = async () => {
    const waiting = publicServer.inFlight;
    if (waiting) log.info({ requests: waiting, ms: drainLeftMs() }, 'letting the requests in flight finish');
    const cut = await publicServer.close(drainLeftMs());
    if (cut) log.warn({ requests: cut }, 'requests still running at the end of the drain were cut');
    await jobs?.stop();
    await internalServer.close(drainLeftMs());
    await gateway?.stop();
    await costBuckets?.close();
    await changes?.stop();
    for (const subgraph of subgraphs.reverse()) await subgraph.stop();
  };
  try {
    const secret = await loadServerSecret(options.databaseUrl);
    const crumbs = createCrumbs(secret);
    const limitOverrides = { ...parseLimitOverrides(), ...options.rateLimits };
    // All at once: each migrates its own schema under its own lock, and none asks another for
    // anything before a request does, so their waits on PostgreSQL overlap.
    const local = (await loadSubgraphs()).filter((definition) => !subgraphUrls[definition.name]);
    if (options.federationUrl && local[0])
      throw new Error(`with a federation gateway, subgraph ${local[0].name} must be remote`);
    const starts = await Promise.allSettled(
      local.map((definition) =>
        startSubgraph(definition, {
          databaseUrl: options.databaseUrl,
          gatewayUrl,
          // Filled in once they have started: a subgraph asks for another's only when a request needs it.
          // One started here is asked in process; one of remoteSubgraphUrls over HTTP.
          subgraph: (name) => {
            const url = subgraphUrls[name];
            return url ? { url, serve: subgraphs.find((s) => s.name === name)?.serve } : undefined;
          },
          seedDemo: options.seedDemo,
          publicUrl: url,
          redisUrl: options.redisUrl ?? process.env.REDIS_URL,
          limitOverrides,
          smtpUrl: options.smtpUrl ?? process.env.ATELIER_SMTP_URL,
        }),
      ),
    );
    for (const start of starts) {
      if (start.status !== 'fulfilled') continue;
      subgraphs.push(start.value);
      subgraphUrls[start.value.name] = start.value.url;
    }
    const failed = starts.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
    const jobDefinitions = selectJobs(
      subgraphs.flatMap((s) => s.jobs),
      options.jobs ?? 'all',
    );
    if (jobDefinitions.length) jobs = await startJobRunner(options.databaseUrl, jobDefinitions);

    const defaultSiteSlug = options.siteSlug ?? process.env.ATELIER_SITE_SLUG ?? 'atelier-demo';
    changes = await listenForSiteChanges(options.databaseUrl);
    const federation = options.federationUrl ? { url: options.federationUrl, secret } : undefined;
    costBuckets = openCostBuckets({
      databaseUrl: options.databaseUrl,
      schema: 'partners',
      redisUrl: options.redisUrl ?? process.env.REDIS_URL,
      rule: options.costBucket ?? parseCostBucketRule(),
    });
    gateway = await createGateway({
      subgraphUrls,
      federation,
      // The subgraphs started here are asked in process; those of remoteSubgraphUrls over HTTP.
      localSubgraphs: Object.fromEntries(subgraphs.map((s) => [s.name, s.serve])),
      crumbs,
      secret,
      defaultSiteSlug,
      changes,
      limitOverrides,
      costBuckets,
    });
    const { server, contextFor } = gateway;
    const execute: ExecuteOperation = async (document, variables, req, res) =>
      executeOperation(server, document, variables, await contextFor(req, res));
    collector = gateway.collector;
    app.use(gateway.router);
    app.use(await createWebRouter({ execute, crumbs, changes }));
    app.use(lastFailure);
    graphqlPost = handlerChain(
      app,
      [...edge, ...gateway.graphqlPost.handlers],
      [gateway.graphqlPost.onError, lastFailure],
    );
  } catch (error) {
    await stop().catch((err) => log.error({ err }, 'stopping after a failed start failed too'));
    throw error;
  }
  await options.serveAfter;
  ready = true;
  return { url, port, subgraphUrls, jobs, stop };
}
