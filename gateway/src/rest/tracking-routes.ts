import express, { Router, type Request, type Response } from 'express';
import cookieParser from 'cookie-parser';
import type { ApolloServer } from '@apollo/server';
import {
  clientKeyOf,
  createLogger,
  crumbIsValid,
  failureHandler,
  unstorableTextIn,
  type Crumbs,
  type LimitRule,
  type RateLimitStore,
} from '@atelier/platform';
import type { GatewayContext } from '../context.ts';
import { sendError } from './errors.ts';
import { CRUMB_FAILURE_MESSAGE } from './crumb.ts';
import { executeOperation } from './execute.ts';
import {
  RestRecordClientErrorsDocument,
  RestRecordTrackingEventsDocument,
  type TrackingEventInput,
} from './generated/operations.ts';
import { trackingBatcher, type TrackingBatcher } from './tracking-batcher.ts';
import {
  CENSUS_PATH_KINDS,
  beaconBody,
  readAnalyticsEvent,
  readCensusBlock,
  readCensusHit,
  readErrorReports,
  readRecordEvent,
  VISIT_RECORD_COOKIE,
  type Read,
} from './tracking-input.ts';

const log = createLogger('tracking-collector');

/** SPEC section 7's tracking paths. */
export const TRACKING_PATHS = {
  recordHit: '/api/census/RecordHit',
  /** button-click, button-render, form-render and overlay. */
  censusBlock: (kind: string) => `/api/census/${kind}`,
  quickView: '/api/census/RecordQuickView/:id',
  recordEvent: '/api/events/RecordEvent',
  events: '/api/v1/events',
  errors: '/api/events/RecordJavascriptErrors',
} as const;

/** The collector's per-client limits (ATELIER_RATE_LIMITS `tracking.<name>`), counted in each process's memory. */
export const TRACKING_LIMIT_RULES = {
  'events-per-client': { points: 1200, durationSeconds: 60 },
  'error-reports-per-client': { points: 60, durationSeconds: 60 },
} as const satisfies Record<string, LimitRule>;

/** Events and census bodies are a few hundred bytes; error reports carry up to 20 stacks of 5000 characters. */
const EVENT_BODY_LIMIT = '8kb';
const ERROR_BODY_LIMIT = '128kb';

export interface TrackingRoutesOptions {
  server: ApolloServer<GatewayContext>;
  crumbs: Crumbs;
  /** The site a Host names (the gateway's site directory, cached). */
  siteIdFor(host: string | undefined): Promise<string | undefined>;
  limits: RateLimitStore;
}

/** The product's own call for a site: how the collector's batches reach the tracking subgraph. */
const collectorContext = (siteId: string): GatewayContext => ({
  cartToken: undefined,
  expressCartToken: undefined,
  sessionToken: undefined,
  clientAddress: 'collector',
  requestId: undefined,
  unlockKeys: undefined,
  siteId,
  siteOrigin: undefined,
  siteCall: true,
  applyCookie: () => {},
});

/** The path of the page a beacon came from (its Referer), on the same host; null otherwise. */
function refererPath(req: Request): string | null {
  const referer = req.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === req.get('host') ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * The tracking collector (SPEC section 7): census hits, block and quick-view census paths,
 * RecordEvent, the events service and client error reports. Each request is checked (its body's
 * size and shape, the site it names, the client's limit), answered 202 with no body, and its event
 * handed to the batcher, which writes each site's events together (tracking-batcher.ts). Error
 * reports are rare and go straight to their mutation. A site that turned tracking off gets the same
 * 202: the subgraph drops its events.
 *
 * The launcher mounts this router first, before the edge's middleware and the gateway's routers
 * (a beacon needs no request id, access log line, page headers, visitor tokens or crumb header):
 * `npm run bench -- tracking` prints what those would cost each event.
 */
export function trackingRoutes(options: TrackingRoutesOptions): { router: Router; batcher: TrackingBatcher } {
  const { server, crumbs, siteIdFor } = options;
  const eventsPerClient = options.limits.limit('events-per-client', TRACKING_LIMIT_RULES['events-per-client']);
  const reportsPerClient = options.limits.limit(
    'error-reports-per-client',
    TRACKING_LIMIT_RULES['error-reports-per-client'],
  );
  const batcher = trackingBatcher({
    send: async (siteId, events) => {
      const data = await executeOperation(
        server,
        RestRecordTrackingEventsDocument,
        { events },
        collectorContext(siteId),
      );
      const refused = data.recordTrackingEvents.userErrors[0];
      if (refused) log.debug({ siteId, events: events.length, code: refused.code }, 'a batch of events was refused');
    },
  });
  const router = Router();
  // Bodies of the event paths: a form, JSON, or a beacon's text/plain (JSON when it looks like JSON, else a form).
  const eventPaths = [
    TRACKING_PATHS.recordHit,
    ...Object.keys(CENSUS_PATH_KINDS).map(TRACKING_PATHS.censusBlock),
    TRACKING_PATHS.quickView,
    TRACKING_PATHS.recordEvent,
    TRACKING_PATHS.events,
  ];
  // What every REST answer says; the crumb and the visit-record cookie are read where they are due.
  router.use([...eventPaths, TRACKING_PATHS.errors], (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  const cookies = cookieParser();
  router.use(
    eventPaths,
    express.urlencoded({ extended: false, limit: EVENT_BODY_LIMIT }),
    express.json({ limit: EVENT_BODY_LIMIT }),
    express.text({ limit: EVENT_BODY_LIMIT, type: 'text/plain' }),
    (req, _res, next) => {
      if (typeof req.body === 'string') req.body = beaconBody(req.body);
      next();
    },
  );

  /** The request's site, or a 404 when its Host names none. */
  const siteOf = async (req: Request, res: Response): Promise<string | undefined> => {
    const siteId = await siteIdFor(req.get('host'));
    if (!siteId) sendError(res, 404, 'SITE_NOT_FOUND', 'There is no site at this address.');
    return siteId;
  };

  /** Checks and limits one event, hands it to the batcher and answers 202. */
  const take = async (
    req: Request,
    res: Response,
    read: (siteId: string) => Read<TrackingEventInput>,
  ): Promise<void> => {
    const problem = unstorableTextIn(req.body);
    if (problem) return sendError(res, 400, 'INVALID_TEXT', problem);
    const siteId = await siteOf(req, res);
    if (!siteId) return;
    const event = read(siteId);
    if (!event.ok) return sendError(res, 400, 'INPUT_INVALID', event.message, { field: event.field });
    const fieldProblem = unstorableTextIn(event.value);
    if (fieldProblem) return sendError(res, 400, 'INVALID_TEXT', fieldProblem);
    const clientAddress = clientKeyOf(req.ip);
    const decision = await eventsPerClient.consume(clientAddress);
    if (!decision.allowed) {
      res.set('Retry-After', String(decision.retryAfterSeconds));
      return sendError(res, 429, 'RATE_LIMITED', 'Too many events from this client: try again in a few seconds.');
    }
    batcher.add(siteId, { ...event.value, userAgent: req.get('user-agent') ?? '', clientAddress });
    res.status(202).end();
  };
  const bodyOf = (req: Request) => (req.body ?? {}) as Record<string, unknown>;
  const cookieOf = (req: Request, name: string): unknown =>
    (req.cookies as Record<string, unknown> | undefined)?.[name];

  router.post(TRACKING_PATHS.recordHit, cookies, (req, res) =>
    take(req, res, (siteId) => readCensusHit(bodyOf(req), siteId, cookieOf(req, VISIT_RECORD_COOKIE))),
  );
  for (const [name, kind] of Object.entries(CENSUS_PATH_KINDS))
    router.post(TRACKING_PATHS.censusBlock(name), (req, res) =>
      take(req, res, (siteId) => readCensusBlock(bodyOf(req), siteId, kind, refererPath(req))),
    );
  router.post(TRACKING_PATHS.quickView, (req, res) =>
    take(req, res, (siteId) =>
      readCensusBlock(bodyOf(req), siteId, 'QUICK_VIEW', refererPath(req), String(req.params.id)),
    ),
  );
  router.post(TRACKING_PATHS.recordEvent, cookies, (req, res) => {
    // The crumb comes in the form (a beacon cannot send the header): the platform's one check, at its form place.
    if (!crumbIsValid(crumbs, req, 'form'))
      return sendError(res, 403, 'CRUMB_FAIL', CRUMB_FAILURE_MESSAGE, { crumbFail: true });
    return take(req, res, (siteId) => readRecordEvent(bodyOf(req), siteId, refererPath(req)));
  });
  router.post(TRACKING_PATHS.events, (req, res) => take(req, res, (siteId) => readAnalyticsEvent(bodyOf(req), siteId)));
  router.post(TRACKING_PATHS.errors, express.json({ limit: ERROR_BODY_LIMIT, strict: false }), async (req, res) => {
    const problem = unstorableTextIn(req.body);
    if (problem) return sendError(res, 400, 'INVALID_TEXT', problem);
    const siteId = await siteOf(req, res);
    if (!siteId) return;
    const reports = readErrorReports(req.body, siteId);
    if (!reports.ok) return sendError(res, 400, 'INPUT_INVALID', reports.message, { field: reports.field });
    const fieldProblem = unstorableTextIn(reports.value);
    if (fieldProblem) return sendError(res, 400, 'INVALID_TEXT', fieldProblem);
    const decision = await reportsPerClient.consume(clientKeyOf(req.ip));
    if (!decision.allowed) {
      res.set('Retry-After', String(decision.retryAfterSeconds));
      return sendError(
        res,
        429,
        'RATE_LIMITED',
        'Too many error reports from this client: try again in a few seconds.',
      );
    }
    await executeOperation(
      server,
      RestRecordClientErrorsDocument,
      { reports: reports.value },
      collectorContext(siteId),
    );
    res.status(202).end();
  });
  // Bodies that never reach a route (too large, malformed JSON, an unknown encoding) keep their 4xx, in the REST shape.
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
  return { router, batcher };
}
