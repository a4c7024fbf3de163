import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import cookieParser from 'cookie-parser';
import type { ApolloServer } from '@apollo/server';
import {
  createLogger,
  failureHandler,
  graphqlRoute,
  siteCache,
  wholeAnswer,
  clientAddressReader,
  openMemoryRateLimitStore,
  type Crumbs,
  type CostBuckets,
  type LimitRule,
  type SiteChangeFeed,
} from '@atelier/platform';
import { createGatewayServer, type GatewayOptions } from './create-gateway.ts';
import { createGatewayContext, type GatewayContext } from './context.ts';
import { subgraphHealth } from './health.ts';
import { executeOperation } from './rest/execute.ts';
import { CheckApiKeyDocument, SiteOfAddressDocument } from './rest/generated/operations.ts';
import { createApiKeyDirectory } from './partners/api-key-directory.ts';
import { partnerLimits } from './partners/partner-limits.ts';
import { createSiteDirectory, type SiteDirectory } from './site-directory.ts';
import { apiRouter } from './rest/api-router.ts';
import { trackingCollector, type TrackingCollector } from './rest/tracking-routes.ts';

const log = createLogger('gateway');

export interface GatewayRouterOptions extends GatewayOptions {
  crumbs: Crumbs;
  /** The server secret, to believe subgraphs' signed site calls. */
  secret: string;
  /** The site of bare local hosts (localhost, 127.0.0.1): ATELIER_SITE_SLUG. */
  defaultSiteSlug: string;
  /** Site changes announced by any process: which host names which site is kept until one. */
  changes: SiteChangeFeed;
  /** Limit rules by `<schema>.<name>` (ATELIER_RATE_LIMITS and the launcher's): the collector's are `tracking.*`. */
  limitOverrides?: Readonly<Record<string, LimitRule>>;
  /** The API keys' cost buckets, shared by every process (platform cost-buckets.ts). */
  costBuckets: CostBuckets;
}

export interface Gateway {
  router: Router;
  server: ApolloServer<GatewayContext>;
  /** The context of a request, for operations run on its behalf in this process (pages, REST). */
  contextFor(req: express.Request, res: express.Response): Promise<GatewayContext>;
  sites: SiteDirectory;
  /**
   * The tracking collector (rest/tracking-routes.ts): a plain Node handler, which the launcher asks
   * before Express, and its buffer of events not yet written.
   */
  collector: TrackingCollector;
  /**
   * What answers POST /graphql after the platform's own handlers, in order, and its error handler
   * (a body that never reached Apollo): the same the router mounts, for the platform to run on
   * that path without the routers (platform's handlerChain).
   */
  graphqlPost: { handlers: RequestHandler[]; onError: ErrorRequestHandler };
  /** Writes the collector's buffer, then stops. */
  stop(): Promise<void>;
}

/** /graphql, /health and the /api/... REST paths, ready to mount on the site's HTTP server. */
export async function createGateway(options: GatewayRouterOptions): Promise<Gateway> {
  const server = await createGatewayServer({
    ...options,
    plugins: [...(options.plugins ?? []), partnerLimits(options.costBuckets)],
  });
  // The lookup runs as the gateway's own operation, for no site and no visitor.
  const lookupContext = (): GatewayContext => ({
    cartToken: undefined,
    expressCartToken: undefined,
    sessionToken: undefined,
    clientAddress: 'gateway',
    requestId: undefined,
    unlockKeys: undefined,
    siteId: undefined,
    siteOrigin: undefined,
    siteCall: false,
    apiKey: undefined,
    applyCookie: () => {},
  });
  const sites = createSiteDirectory(
    async (address) => {
      const data = await executeOperation(
        server,
        SiteOfAddressDocument,
        { slug: address.slug ?? null, domain: address.domain ?? null },
        lookupContext(),
      );
      return data.siteOf ?? undefined;
    },
    options.defaultSiteSlug,
    siteCache(options.changes, ['address']),
  );
  const keys = createApiKeyDirectory(
    async (secret) => {
      const data = await executeOperation(server, CheckApiKeyDocument, { secret }, lookupContext());
      return data.checkApiKey ?? undefined;
    },
    // A revoked key, or a plan that no longer includes API access, is forgotten by every process.
    siteCache(options.changes, ['keys', 'plan']),
  );
  const contextFor = (req: express.Request, res: express.Response) =>
    createGatewayContext(req, res, options.crumbs, { secret: options.secret, sites, keys });
  const router = Router();
  const cookies = cookieParser();
  const graphqlHandlers = [
    express.json({ limit: '1mb' }),
    graphqlRoute(async (httpGraphQLRequest, req, res) =>
      wholeAnswer(await server.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: () => contextFor(req, res) })),
    ),
  ];
  // Bodies that never reach Apollo (malformed JSON, too large, unsupported encoding) get a GraphQL-shaped answer.
  const graphqlFailure = failureHandler(log, (failure, _req, res) => {
    const code = failure.unexpected ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
    res.status(failure.status).json({
      errors: [
        {
          message: failure.unexpected ? 'Internal server error' : failure.message,
          extensions: { code, requestId: failure.requestId },
        },
      ],
    });
  });
  router.use(cookies);
  router.use('/graphql', ...graphqlHandlers, graphqlFailure);
  router.get('/health', async (_req, res) => {
    const health = await subgraphHealth(options.subgraphUrls, options.federation?.url);
    res.status(health.status === 'ok' ? 200 : 503).json(health);
  });
  const trackingUrl = options.subgraphUrls.tracking;
  if (!trackingUrl) throw new Error('no URL configured for subgraph tracking');
  const collector = trackingCollector({
    tracking: { url: trackingUrl, serve: options.localSubgraphs?.tracking },
    crumbs: options.crumbs,
    siteIdFor: (host) => sites.siteIdFor(host),
    limits: openMemoryRateLimitStore({ schema: 'tracking', overrides: options.limitOverrides }),
    clientAddressOf: clientAddressReader(),
  });
  router.use('/api', apiRouter({ server, crumbs: options.crumbs, contextFor }));
  const stop = async () => {
    // The events this process holds are written before the subgraphs go away (the drain has ended the requests).
    await collector.batcher.flush();
    await server.stop();
  };
  return {
    router,
    server,
    contextFor,
    sites,
    collector,
    graphqlPost: { handlers: [cookies, ...graphqlHandlers], onError: graphqlFailure },
    stop,
  };
}
